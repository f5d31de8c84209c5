import { fireEvent, screen } from '@testing-library/react';
import { CalendarButton, type CalendarButtonProps } from './CalendarButton';
import { renderInTheme } from '../../../test/render';

const HREF = 'https://cal.com/outpace/15min';

const renderButton = (props: Partial<CalendarButtonProps> = {}) =>
  renderInTheme(<CalendarButton href={HREF} {...props} />);

/**
 * Clicks the link and reports whether the component prevented the navigation. A window listener (it runs after
 * React's root listener) reads the flag and then cancels the navigation itself, so the test never leaves the page.
 */
function click(element: Element, init: MouseEventInit = {}): boolean {
  let prevented = false;
  const observe = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', observe, { once: true });
  fireEvent.click(element, init);
  return prevented;
}

describe('CalendarButton', () => {
  it('does render a new-tab link to the booking page that says so to screen readers', () => {
    renderButton();
    const link = screen.getByRole('link', {
      name: 'Book a free 15-minute call (opens in a new tab)',
    });
    expect(link.getAttribute('href')).toBe(HREF);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('does use a custom label', () => {
    renderButton({ label: 'Book a call' });
    expect(screen.getByRole('link', { name: 'Book a call (opens in a new tab)' })).toBeTruthy();
  });

  it('does prevent the navigation and call onActivate on a plain click', () => {
    const onActivate = vi.fn();
    renderButton({ onActivate });
    expect(click(screen.getByRole('link'))).toBe(true);
    expect(onActivate).toHaveBeenCalledTimes(1);
    expect(onActivate.mock.calls[0]![0].target).toBe(screen.getByRole('link'));
  });

  it('does leave modified and middle clicks to the browser', () => {
    const onActivate = vi.fn();
    renderButton({ onActivate });
    const link = screen.getByRole('link');
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      expect(click(link, init)).toBe(false);
    }
    expect(onActivate).not.toHaveBeenCalled();
  });

  it('does keep the plain link behaviour without onActivate', () => {
    const onClick = vi.fn();
    renderButton({ onClick });
    expect(click(screen.getByRole('link'))).toBe(false);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does let an onClick handler veto the activation', () => {
    const onActivate = vi.fn();
    renderButton({ onActivate, onClick: (event) => event.preventDefault() });
    click(screen.getByRole('link'));
    expect(onActivate).not.toHaveBeenCalled();
  });
});
