import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { ThemeProvider } from '../../theme';
import { CodeField } from './CodeField';

describe('CodeField', () => {
  it('is a required numeric one-time-code input named Code', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <ThemeProvider>
        <CodeField ref={ref} />
      </ThemeProvider>,
    );
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
