import { render } from '@testing-library/react';
import { ThemeProvider } from '../../theme';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('does hide itself from assistive tech', () => {
    const { container } = render(
      <ThemeProvider>
        <Skeleton />
      </ThemeProvider>,
    );
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });

  it('does read numbers as pixels and accept any CSS length', () => {
    const { container } = render(
      <ThemeProvider>
        <Skeleton width={48} height="2rem" />
      </ThemeProvider>,
    );
    const style = getComputedStyle(container.firstElementChild as Element);
    expect(style.width).toBe('48px');
    expect(style.height).toBe('32px');
  });
});
