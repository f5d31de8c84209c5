import { screen } from '@testing-library/react';
import { MenuIcon } from '../../icons';
import { VisuallyHidden } from './VisuallyHidden';
import { renderInTheme } from '../../../test/render';

describe('VisuallyHidden', () => {
  it('does keep its content in the accessibility tree', () => {
    renderInTheme(
      <button type="button">
        <MenuIcon />
        <VisuallyHidden>Open menu</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
  });

  it('does render the element given in as', () => {
    renderInTheme(<VisuallyHidden as="h2">Partners</VisuallyHidden>);
    expect(screen.getByRole('heading', { level: 2, name: 'Partners' })).toBeTruthy();
  });
});
