import { transform } from 'framer-motion';
import {
  columnKeyframes,
  columnTransform,
  stageKeyframes,
  stageTransform,
} from './galleryTransforms';

/** The numbers of a transform string, so that formatting differences (`0` vs `0.000`) do not matter. */
const numbersOf = (value: string) => (value.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);

/** What framer-motion (and the browser, from the same keyframes) shows at progress `p`. */
const interpolated = (
  { times, transforms }: { times: number[]; transforms: string[] },
  p: number,
) => transform(times, transforms)(p);

const progresses = [0, 0.1, 0.25, 0.5, 0.6, 0.75, 0.9, 0.95, 1];

describe('gallery keyframes', () => {
  it('stop at the points where rotation and zoom start or end', () => {
    expect(stageKeyframes().times).toEqual([0, 0.5, 0.9, 1]);
    expect(stageKeyframes().transforms).toEqual([
      'rotateX(-75deg) scale(1.2)',
      'rotateX(0deg) scale(1.2)',
      'rotateX(0deg) scale(1)',
      'rotateX(0deg) scale(1)',
    ]);
    expect(columnKeyframes(0, 10)).toEqual({
      times: [0, 0.5, 1],
      transforms: [
        'translate3d(0, 0%, 0) skewY(0deg)',
        'translate3d(0, 0%, 0) skewY(0deg)',
        'translate3d(0, -10%, 0) skewY(0deg)',
      ],
    });
  });

  it.each(progresses)('reproduce the stage transform at progress %s', (p) => {
    const values = numbersOf(interpolated(stageKeyframes(), p));
    numbersOf(stageTransform(p)).forEach((expected, i) => expect(values[i]).toBeCloseTo(expected));
  });

  it.each(progresses)('reproduce each column’s shift at progress %s', (p) => {
    for (const column of [0, 1, 2]) {
      const values = numbersOf(interpolated(columnKeyframes(column, 12), p));
      numbersOf(columnTransform(p, column, 12)).forEach((expected, i) =>
        expect(values[i]).toBeCloseTo(expected),
      );
    }
  });
});
