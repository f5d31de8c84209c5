import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { TextField } from './TextField';
import { renderInTheme } from '../../../test/render';

describe('TextField', () => {
  it('does name the input by its label through a generated id', () => {
    renderInTheme(<TextField label="Email" type="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.id).not.toBe('');
    expect(input.getAttribute('type')).toBe('email');
  });

  it('does give two fields different generated ids', () => {
    renderInTheme(
      <>
        <TextField label="First name" />
        <TextField label="Last name" />
      </>,
    );
    const [first, last] = screen.getAllByRole('textbox');
    expect(first?.id).not.toBe(last?.id);
  });

  it('does use the id it is given', () => {
    renderInTheme(<TextField label="Company" id="company" />);
    expect(screen.getByRole('textbox', { name: 'Company' }).id).toBe('company');
  });

  it('does describe the input by its hint and leave it valid', () => {
    renderInTheme(<TextField label="Email" hint="Work address" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    const hint = screen.getByText('Work address');
    expect(input.getAttribute('aria-describedby')).toBe(hint.id);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('does mark the input invalid and describe it by hint then error', () => {
    renderInTheme(<TextField label="Email" hint="Work address" error="Enter a valid email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    const hint = screen.getByText('Work address');
    const error = screen.getByRole('alert');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(`${hint.id} ${error.id}`);
    expect(error.textContent).toBe('Enter a valid email');
  });

  it('does keep a description id passed by the caller', () => {
    renderInTheme(<TextField label="Email" error="Required" aria-describedby="form-note" />);
    const describedBy = screen
      .getByRole('textbox', { name: 'Email' })
      .getAttribute('aria-describedby');
    expect(describedBy?.split(' ')).toEqual([screen.getByRole('alert').id, 'form-note']);
  });

  it('does announce an error that appears after a change', () => {
    const { rerender } = renderInTheme(<TextField label="Email" />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<TextField label="Email" error="Enter a valid email" />);
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid email');
  });

  it('does mark required fields for assistive tech without adding the asterisk to the name', () => {
    renderInTheme(<TextField label="Email" required />);
    const input = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    expect(input.required).toBe(true);
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('does forward its ref to the input and accept typing', async () => {
    const ref = createRef<HTMLInputElement>();
    renderInTheme(<TextField label="Name" ref={ref} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    expect(ref.current?.value).toBe('Ada');
  });

  it('does not accept typing when disabled', async () => {
    renderInTheme(<TextField label="Name" disabled />);
    const input = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    await userEvent.type(input, 'Ada');
    expect(input.disabled).toBe(true);
    expect(input.value).toBe('');
  });
});
