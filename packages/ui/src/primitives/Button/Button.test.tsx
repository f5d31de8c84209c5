import { screen } from '@testing-library/react';
import { Button } from './Button';
import { renderInTheme } from '../../../test/render';

describe('Button', () => {
  it('renders a button of type "button" so it never submits a form by accident', () => {
    renderInTheme(<Button>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' }).getAttribute('type')).toBe('button');
  });

  it('renders a link when given an href', () => {
    renderInTheme(<Button href="/all-framer-templates">Explore more</Button>);
    expect(screen.getByRole('link', { name: 'Explore more' }).getAttribute('href')).toBe(
      '/all-framer-templates',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
