import { createContext } from 'react';

/** Set by `ThemeProvider` to force the static, final state of every animation (visual tests, user settings). */
export const ReducedMotionContext = createContext(false);
