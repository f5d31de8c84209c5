import { act, renderHook } from '@testing-library/react';
import { accountInitial } from './accountInitial';
import { useScrolledPast } from './useScrolledPast';

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
  /** Stands in for the browser's observer (happy-dom's never reports); the scrolling itself is a story test. */
  const observed: {
    strip: Element;
    report: (isIntersecting: boolean) => void;
    disconnected: boolean;
  }[] = [];
  beforeEach(() => {
    observed.length = 0;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private entry?: (typeof observed)[number];
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(strip: Element) {
          this.entry = {
            strip,
            disconnected: false,
            report: (isIntersecting) =>
              this.callback([{ isIntersecting } as IntersectionObserverEntry], this as never),
          };
          observed.push(this.entry);
        }
        disconnect() {
          if (this.entry) this.entry.disconnected = true;
        }
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('does watch an invisible strip over the first threshold px, and follow its reports', () => {
    const { result } = renderHook(() => useScrolledPast(24));
    expect(result.current).toBe(false);
    const [{ strip, report }] = observed as [(typeof observed)[number]];
    expect(strip.getAttribute('aria-hidden')).toBe('true');
    expect((strip as HTMLElement).style.height).toBe('24px');
    act(() => report(false));
    expect(result.current).toBe(true);
    act(() => report(true));
    expect(result.current).toBe(false);
  });

  it('does remove the strip and stop observing on unmount', () => {
    const { unmount } = renderHook(() => useScrolledPast(24));
    const [entry] = observed as [(typeof observed)[number]];
    unmount();
    expect(entry.strip.isConnected).toBe(false);
    expect(entry.disconnected).toBe(true);
  });

  it('does observe nothing when disabled', () => {
    const { result } = renderHook(() => useScrolledPast(24, false));
    expect(observed).toHaveLength(0);
    expect(result.current).toBe(false);
  });
});
