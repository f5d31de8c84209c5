import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { EmailField } from './EmailField';
import { renderInTheme } from '../../../test/render';

describe('EmailField', () => {
  it('is a required e-mail input named Email, filled by autofill, without capitals or spell check', () => {
    renderInTheme(<EmailField />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect({
      type: input.getAttribute('type'),
      name: input.getAttribute('name'),
      autocomplete: input.getAttribute('autocomplete'),
      autocapitalize: input.getAttribute('autocapitalize'),
      spellcheck: input.getAttribute('spellcheck'),
      required: input.getAttribute('aria-required'),
    }).toEqual({
      type: 'email',
      name: 'email',
      autocomplete: 'email',
      autocapitalize: 'none',
      spellcheck: 'false',
      required: 'true',
    });
  });

  it('takes another label, a message and the ref', () => {
    const ref = createRef<HTMLInputElement>();
    renderInTheme(<EmailField ref={ref} label="Work email" error="Enter your email address." />);
    const input = screen.getByRole('textbox', { name: 'Work email' });
    expect(ref.current).toBe(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Enter your email address.');
  });
});
