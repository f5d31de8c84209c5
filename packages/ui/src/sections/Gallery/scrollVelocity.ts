/** Spec section 9: "Scroll velocity is zeroed if the gap between frames exceeds 50 ms". */
export const MAX_FRAME_GAP_MS = 50;

export interface ScrollVelocityTracker {
  /**
   * Records the scroll position (px) seen in a frame at `timestamp` (ms) and returns the velocity in px/s.
   * The first sample, and any sample more than `maxFrameGapMs` after the previous one, give 0: a long
   * pause or a dropped stretch of frames says nothing about how fast the page moves now.
   * A sample that is not later than the previous one is ignored (the last velocity is returned).
   */
  sample(position: number, timestamp: number): number;
  /** The last velocity returned by `sample`, in px/s. */
  readonly velocity: number;
  /** Forgets the history; the next sample returns 0. */
  reset(): void;
}

/** Tracks scroll velocity frame by frame, zeroing it when the gap between frames exceeds 50 ms. */
export function createScrollVelocity({
  maxFrameGapMs = MAX_FRAME_GAP_MS,
}: { maxFrameGapMs?: number } = {}): ScrollVelocityTracker {
  let last: { position: number; timestamp: number } | null = null;
  let velocity = 0;

  return {
    sample(position, timestamp) {
      if (last && timestamp <= last.timestamp) return velocity;
      const elapsed = last ? timestamp - last.timestamp : Infinity;
      velocity =
        last && elapsed <= maxFrameGapMs ? ((position - last.position) / elapsed) * 1000 : 0;
      last = { position, timestamp };
      return velocity;
    },
    get velocity() {
      return velocity;
    },
    reset() {
      last = null;
      velocity = 0;
    },
  };
}

/** Degrees of `skewY` per px/s of scroll velocity, and the most the columns ever lean. */
export const SKEW_PER_VELOCITY = 0.0015;
export const MAX_SKEW_DEG = 3;

/** The lean of the columns for a scroll velocity: proportional, clamped to ±3°, 0 when still. */
export function skewFromVelocity(velocity: number): number {
  const skew = -velocity * SKEW_PER_VELOCITY;
  return Math.max(-MAX_SKEW_DEG, Math.min(MAX_SKEW_DEG, skew)) + 0;
}

/**
 * Moves `current` toward `target` as a frame-rate-independent exponential ease: after `tauMs` it has
 * covered about 63% of the distance. Used to let the lean settle smoothly instead of snapping.
 */
export function approach(current: number, target: number, elapsedMs: number, tauMs = 90): number {
  if (elapsedMs <= 0) return current;
  return target + (current - target) * Math.exp(-elapsedMs / tauMs);
}
