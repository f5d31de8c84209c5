// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useValueAfterNextPaint } from './useValueAfterNextPaint';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('useValueAfterNextPaint', () => {
  it('starts with the value it is given', () => {
    const { result } = renderHook(({ value }) => useValueAfterNextPaint(value), {
      initialProps: { value: 'regular' },
    });
    expect(result.current).toBe('regular');
  });

  it('keeps the previous value through the render that changes it, then follows after a frame', async () => {
    const { result, rerender } = renderHook(({ value }) => useValueAfterNextPaint(value), {
      initialProps: { value: 'regular' },
    });
    rerender({ value: 'rush' });
    expect(result.current).toBe('regular');
    await act(async () => {
      await nextFrame();
      await nextTask();
      await nextTask();
    });
    expect(result.current).toBe('rush');
  });

  it('lands on the last of several quick changes', async () => {
    const { result, rerender } = renderHook(({ value }) => useValueAfterNextPaint(value), {
      initialProps: { value: 1 },
    });
    rerender({ value: 2 });
    rerender({ value: 3 });
    await act(async () => {
      await nextFrame();
      await nextTask();
      await nextTask();
    });
    expect(result.current).toBe(3);
  });
});
