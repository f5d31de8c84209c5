import { act, renderHook } from '@testing-library/react';
import { accountInitial } from './accountInitial';
import { useScrolledPast } from './useScrolledPast';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('accountInitial', () => {
  it.each([
    ['maya@northwind.co', 'M'],
    ['  jonas@example.com', 'J'],
    ['éva@example.com', 'É'],
    ['😀@example.com', '😀'],
    ['', '?'],
  ])('does turn %j into %j', (email, expected) => {
    expect(accountInitial(email)).toBe(expected);
  });
});

describe('useScrolledPast', () => {
  afterEach(() => scrollTo(0));

  it('does switch once the page scrolls past the threshold, and back', () => {
    scrollTo(0);
    const { result } = renderHook(() => useScrolledPast(24));
    expect(result.current).toBe(false);
    act(() => scrollTo(24));
    expect(result.current).toBe(false);
    act(() => scrollTo(25));
    expect(result.current).toBe(true);
    act(() => scrollTo(3));
    expect(result.current).toBe(false);
  });

  it('does read the position on mount (a deep link that opens mid-page)', () => {
    scrollTo(800);
    const { result } = renderHook(() => useScrolledPast(24));
    expect(result.current).toBe(true);
  });

  it('does listen passively and not at all when disabled', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const { unmount } = renderHook(() => useScrolledPast(24, false));
    expect(add).not.toHaveBeenCalledWith('scroll', expect.anything(), expect.anything());
    unmount();
    renderHook(() => useScrolledPast(24));
    expect(add).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });
    add.mockRestore();
  });
});
