import { fireEvent, screen } from '@testing-library/react';
import { createRef } from 'react';
import { NewPasswordFields } from './NewPasswordFields';
import { renderInTheme } from '../../../test/render';

const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('NewPasswordFields', () => {
  it('lays out the new password, with the minimum in its hint, and its confirmation', () => {
    renderInTheme(<NewPasswordFields minLength={6} password={{}} confirmation={{}} />);
    const password = screen.getByLabelText('Password');
    const confirmation = screen.getByLabelText('Confirm password');
    expect(describedBy(password)).toBe(
      'At least 6 characters. A short phrase is easy to remember.',
    );
    for (const input of [password, confirmation]) {
      expect([input.getAttribute('type'), input.getAttribute('autocomplete')]).toEqual([
        'password',
        'new-password',
      ]);
    }
    expect(confirmation.getAttribute('name')).toBe('confirmPassword');
  });

  it('hands each input its value, change handler, message and ref', () => {
    const onChange = vi.fn();
    const ref = createRef<HTMLInputElement>();
    renderInTheme(
      <NewPasswordFields
        minLength={6}
        password={{ value: 'abc', onChange, error: 'Use at least 6 characters.' }}
        confirmation={{ value: '', onChange: () => {}, ref }}
      />,
    );
    const password = screen.getByLabelText('Password');
    fireEvent.change(password, { target: { value: 'abcd' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toBe('Use at least 6 characters.');
    expect(ref.current).toBe(screen.getByLabelText('Confirm password'));
  });
});
