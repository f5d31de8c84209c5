import { screen } from '@testing-library/react';
import { Spinner } from './Spinner';
import { renderInTheme } from '../../../test/render';

describe('Spinner', () => {
  it('does announce a status with the default label', () => {
    renderInTheme(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('Loading');
  });

  it('does use the given label and hide the graphic from assistive tech', () => {
    renderInTheme(<Spinner label="Loading plans" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading plans');
    expect(status.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
