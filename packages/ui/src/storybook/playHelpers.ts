import type { StoryContext } from '@storybook/react-vite';

/** The parts of a play function's context the helpers use. */
export type PlayContext = Pick<StoryContext, 'canvas' | 'userEvent'>;

/** A submit callback that never settles, to hold a form in its pending state. */
export const neverSettles = () => new Promise<never>(() => {});
