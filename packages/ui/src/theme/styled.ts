import type { Theme } from './themes';

// Typed `props.theme` for every styled component, in the kit and in apps that import it.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  export interface DefaultTheme extends Theme {}
}

export type { Theme };
