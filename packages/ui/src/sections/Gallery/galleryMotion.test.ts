import {
  GALLERY_MOTION,
  columnDirection,
  columnShiftAt,
  progressBetween,
  rotationAt,
  scaleAt,
} from './galleryMotion';

describe('galleryMotion', () => {
  it('encodes the spec: rotation 75→0 over 0→0.5, scale 1.2→1 over 0.5→0.9, shift over 0.5→1', () => {
    expect(GALLERY_MOTION).toEqual({
      rotation: { from: 75, to: 0, start: 0, end: 0.5 },
      scale: { from: 1.2, to: 1, start: 0.5, end: 0.9 },
      shift: { start: 0.5, end: 1 },
    });
  });

  describe('rotationAt', () => {
    it.each([
      [-0.5, 75],
      [0, 75],
      [0.1, 60],
      [0.25, 37.5],
      [0.4, 15],
      [0.5, 0],
      [0.7, 0],
      [0.9, 0],
      [1, 0],
      [1.5, 0],
    ])('at p = %s is %s°', (p, degrees) => {
      expect(rotationAt(p)).toBeCloseTo(degrees, 10);
    });
  });

  describe('scaleAt', () => {
    it.each([
      [-1, 1.2],
      [0, 1.2],
      [0.25, 1.2],
      [0.5, 1.2],
      [0.6, 1.15],
      [0.7, 1.1],
      [0.8, 1.05],
      [0.9, 1],
      [1, 1],
      [2, 1],
    ])('at p = %s is %s', (p, scale) => {
      expect(scaleAt(p)).toBeCloseTo(scale, 10);
    });
  });

  describe('columnShiftAt', () => {
    it.each([
      [-1, 0],
      [0, 0],
      [0.25, 0],
      [0.5, 0],
      [0.7, 40],
      [0.75, 50],
      [0.9, 80],
      [1, 100],
      [1.25, 100],
    ])('at p = %s moves columns 1 and 3 up and column 2 down by %s of 100', (p, amount) => {
      expect(columnShiftAt(p, 0, 100)).toBeCloseTo(-amount, 10);
      expect(columnShiftAt(p, 1, 100)).toBeCloseTo(amount, 10);
      expect(columnShiftAt(p, 2, 100)).toBeCloseTo(-amount, 10);
    });

    it('scales with the distance and is exactly 0 (not -0) at rest', () => {
      expect(columnShiftAt(0.75, 1, 12)).toBeCloseTo(6, 10);
      expect(Object.is(columnShiftAt(0.2, 0, 12), 0)).toBe(true);
    });

    it('alternates direction by column', () => {
      expect([0, 1, 2, 3].map(columnDirection)).toEqual([-1, 1, -1, 1]);
    });
  });

  it('clamps progress and treats NaN as the start', () => {
    expect(progressBetween(0.75, 0.5, 1)).toBe(0.5);
    expect(progressBetween(-3, 0, 1)).toBe(0);
    expect(progressBetween(7, 0, 1)).toBe(1);
    expect(progressBetween(Number.NaN, 0, 1)).toBe(0);
    expect(rotationAt(Number.NaN)).toBe(75);
  });
});
