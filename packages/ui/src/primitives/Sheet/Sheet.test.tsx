import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../theme';
import { Sheet } from './Sheet';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The CSS that styled-components generated for the element's own class (the last class it carries). */
function generatedCss(element: Element) {
  const className = [...element.classList].at(-1) ?? '';
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
  return { css, cls: escape(`.${className}`) };
}

describe('Sheet', () => {
  it('does name the dialog by its title and describe it by its description', async () => {
    render(
      <ThemeProvider>
        <Sheet
          title="Menu"
          description="Jump to a section."
          trigger={<button type="button">Open menu</button>}
        >
          <a href="#products">Browse templates</a>
        </Sheet>
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    const descriptionId = dialog.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(descriptionId)?.textContent).toBe('Jump to a section.');
  });

  it('does ask to close from the Close button when controlled', async () => {
    const onOpenChange = vi.fn();
    render(
      <ThemeProvider>
        <Sheet title="Menu" hideTitle open onOpenChange={onOpenChange} closeLabel="Close menu" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Menu' }).hasAttribute('aria-describedby')).toBe(
      false,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('does generate 300px below the sm breakpoint and 400px from 640px up', () => {
    render(
      <ThemeProvider>
        <Sheet title="Menu" open width={{ base: '300px', sm: '400px' }} />
      </ThemeProvider>,
    );
    const { css, cls } = generatedCss(screen.getByRole('dialog'));
    expect(css).toMatch(new RegExp(`${cls}\\{[^}]*width:300px;`));
    expect(css).toMatch(new RegExp(`@media \\(min-width: 640px\\)\\{${cls}\\{width:400px;\\}\\}`));
  });

  it('does animate with the given durations only when motion is welcome', () => {
    const { unmount } = render(
      <ThemeProvider>
        <Sheet title="Menu" open enterDuration={450} exitDuration={250} />
      </ThemeProvider>,
    );
    const { css, cls } = generatedCss(screen.getByRole('dialog'));
    const motionBlock = `@media \\(prefers-reduced-motion: no-preference\\)\\{${cls}`;
    expect(css).toMatch(new RegExp(`${motionBlock}\\[data-state='open'\\]\\{animation:\\w+ 450ms`));
    expect(css).toMatch(new RegExp(`${cls}\\[data-state='closed'\\]\\{animation:\\w+ 250ms`));
    unmount();

    render(
      <ThemeProvider reducedMotion>
        <Sheet title="Static menu" open />
      </ThemeProvider>,
    );
    const reduced = generatedCss(screen.getByRole('dialog', { name: 'Static menu' }));
    expect(reduced.css).not.toMatch(new RegExp(`${reduced.cls}\\[data-state`));
  });
});
