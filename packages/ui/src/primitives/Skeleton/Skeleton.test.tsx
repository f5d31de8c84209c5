import { Skeleton } from './Skeleton';
import { renderInTheme } from '../../../test/render';

describe('Skeleton', () => {
  it('does hide itself from assistive tech', () => {
    const { container } = renderInTheme(<Skeleton />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });

  it('does read numbers as pixels and accept any CSS length', () => {
    const { container } = renderInTheme(<Skeleton width={48} height="2rem" />);
    const style = getComputedStyle(container.firstElementChild as Element);
    expect(style.width).toBe('48px');
    expect(style.height).toBe('32px');
  });
});
