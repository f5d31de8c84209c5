import { IconFrame } from './IconFrame';

/** ▶ filled: plays a video. */
export const PlayIcon = () => (
  <IconFrame viewBox="0 0 24 24" isFilled>
    <path d="M6 3.8v16.4a1 1 0 0 0 1.5.86l13.2-8.2a1 1 0 0 0 0-1.72L7.5 2.94A1 1 0 0 0 6 3.8Z" />
  </IconFrame>
);
