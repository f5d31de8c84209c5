import {
  MAX_FRAME_GAP_MS,
  MAX_SKEW_DEG,
  approach,
  createScrollVelocity,
  skewFromVelocity,
} from './scrollVelocity';

describe('createScrollVelocity', () => {
  it('uses the spec’s 50 ms limit', () => {
    expect(MAX_FRAME_GAP_MS).toBe(50);
  });

  it('returns 0 for the first sample', () => {
    const tracker = createScrollVelocity();
    expect(tracker.sample(500, 1000)).toBe(0);
  });

  it('measures px per second between consecutive frames, in both directions', () => {
    const tracker = createScrollVelocity();
    tracker.sample(0, 1000);
    expect(tracker.sample(16, 1016)).toBeCloseTo(1000, 10);
    expect(tracker.sample(8, 1032)).toBeCloseTo(-500, 10);
    expect(tracker.velocity).toBeCloseTo(-500, 10);
  });

  it('still measures at a gap of exactly 50 ms', () => {
    const tracker = createScrollVelocity();
    tracker.sample(0, 0);
    expect(tracker.sample(100, 50)).toBeCloseTo(2000, 10);
  });

  it('zeroes the velocity when the gap between frames exceeds 50 ms', () => {
    const tracker = createScrollVelocity();
    tracker.sample(0, 0);
    tracker.sample(20, 16);
    expect(tracker.sample(400, 66.5)).toBe(0);
    expect(tracker.velocity).toBe(0);
    // The late frame becomes the new reference: the next regular frame is measured from it.
    expect(tracker.sample(416, 82.5)).toBeCloseTo(1000, 10);
  });

  it('returns 0 when the page stops between frames', () => {
    const tracker = createScrollVelocity();
    tracker.sample(0, 0);
    tracker.sample(30, 16);
    expect(tracker.sample(30, 32)).toBe(0);
  });

  it('ignores a sample that is not later than the previous one', () => {
    const tracker = createScrollVelocity();
    tracker.sample(0, 0);
    tracker.sample(32, 16);
    expect(tracker.sample(999, 16)).toBeCloseTo(2000, 10);
    expect(tracker.sample(999, 10)).toBeCloseTo(2000, 10);
  });

  it('honours a custom gap and forgets its history on reset', () => {
    const tracker = createScrollVelocity({ maxFrameGapMs: 20 });
    tracker.sample(0, 0);
    expect(tracker.sample(10, 25)).toBe(0);
    tracker.reset();
    expect(tracker.velocity).toBe(0);
    expect(tracker.sample(50, 30)).toBe(0);
  });
});

describe('skewFromVelocity', () => {
  it('is 0 when still and leans against the scroll direction in proportion to speed', () => {
    expect(Object.is(skewFromVelocity(0), 0)).toBe(true);
    expect(skewFromVelocity(1000)).toBeCloseTo(-1.5, 10);
    expect(skewFromVelocity(-1000)).toBeCloseTo(1.5, 10);
  });

  it('never leans more than 3°', () => {
    expect(MAX_SKEW_DEG).toBe(3);
    expect(skewFromVelocity(50_000)).toBe(-3);
    expect(skewFromVelocity(-50_000)).toBe(3);
  });
});

describe('approach', () => {
  it('eases toward the target independent of the frame rate', () => {
    expect(approach(10, 0, 0)).toBe(10);
    expect(approach(10, 0, 90, 90)).toBeCloseTo(10 / Math.E, 10);
    const twoFrames = approach(approach(10, 0, 8, 90), 0, 8, 90);
    expect(twoFrames).toBeCloseTo(approach(10, 0, 16, 90), 10);
    expect(approach(10, 0, 10_000)).toBeCloseTo(0, 10);
  });
});
