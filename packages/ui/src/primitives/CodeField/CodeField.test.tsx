import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { CodeField } from './CodeField';
import { renderInTheme } from '../../../test/render';

describe('CodeField', () => {
  it('is a required numeric one-time-code input named Code', () => {
    const ref = createRef<HTMLInputElement>();
    renderInTheme(<CodeField ref={ref} />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(ref.current).toBe(input);
    expect({
      name: input.getAttribute('name'),
      inputmode: input.getAttribute('inputmode'),
      autocomplete: input.getAttribute('autocomplete'),
      required: input.getAttribute('aria-required'),
    }).toEqual({
      name: 'code',
      inputmode: 'numeric',
      autocomplete: 'one-time-code',
      required: 'true',
    });
  });
});
