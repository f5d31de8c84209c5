export { Grid } from './Grid';
export type { GridProps } from './Grid';
export type { GridAlign } from './Grid.styles';
