import { columnShiftKeyframes, stageKeyframes } from './galleryTransforms';

describe('gallery keyframes', () => {
  it('gives the stage a keyframe wherever its tilt or zoom changes slope', () => {
    expect(stageKeyframes()).toEqual({
      input: [0, 0.5, 0.9],
      output: ['rotateX(-75deg) scale(1.2)', 'rotateX(0deg) scale(1.2)', 'rotateX(0deg) scale(1)'],
    });
  });

  it('shifts columns 1 and 3 up and column 2 down over p 0.5 → 1', () => {
    expect(columnShiftKeyframes(0, 10)).toEqual({
      input: [0.5, 1],
      output: ['translate3d(0, 0%, 0)', 'translate3d(0, -10%, 0)'],
    });
    expect(columnShiftKeyframes(1, 10).output).toEqual([
      'translate3d(0, 0%, 0)',
      'translate3d(0, 10%, 0)',
    ]);
  });
});
