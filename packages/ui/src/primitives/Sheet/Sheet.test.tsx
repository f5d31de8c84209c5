import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Sheet } from './Sheet';
import { renderInTheme } from '../../../test/render';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The CSS that styled-components generated for the element's own class (the last class it carries). */
function generatedCss(element: Element) {
  const className = [...element.classList].at(-1) ?? '';
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
  return { css, cls: escape(`.${className}`) };
}

describe('Sheet', () => {
  it('does name the dialog by its title and describe it by its description', async () => {
    renderInTheme(
      <Sheet
        title="Menu"
        description="Jump to a section."
        trigger={<button type="button">Open menu</button>}
      >
        <a href="#products">Browse templates</a>
      </Sheet>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    const descriptionId = dialog.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(descriptionId)?.textContent).toBe('Jump to a section.');
  });

  it('does ask to close from the Close button when controlled', async () => {
    const onOpenChange = vi.fn();
    renderInTheme(
      <Sheet title="Menu" hideTitle open onOpenChange={onOpenChange} closeLabel="Close menu" />,
    );
    expect(screen.getByRole('dialog', { name: 'Menu' }).hasAttribute('aria-describedby')).toBe(
      false,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('does generate 300px below the sm breakpoint and 400px from 640px up', () => {
    renderInTheme(<Sheet title="Menu" open width={{ base: '300px', sm: '400px' }} />);
    const { css, cls } = generatedCss(screen.getByRole('dialog'));
    expect(css).toMatch(new RegExp(`${cls}\\{[^}]*width:300px;`));
    expect(css).toMatch(new RegExp(`@media \\(min-width: 640px\\)\\{${cls}\\{width:400px;\\}\\}`));
  });

  it('does open from its trigger and go when closed, uncontrolled', async () => {
    renderInTheme(<Sheet title="Menu" trigger={<button type="button">Open menu</button>} />, {
      reducedMotion: true,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
