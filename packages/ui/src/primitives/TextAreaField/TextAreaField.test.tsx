import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { TextAreaField } from './TextAreaField';
import { renderInTheme } from '../../../test/render';

describe('TextAreaField', () => {
  it('is a multi-line text box named by its label, with four rows by default', () => {
    renderInTheme(<TextAreaField label="Message" />);
    const field = screen.getByRole('textbox', { name: 'Message' });
    expect(field.tagName).toBe('TEXTAREA');
    expect(field.getAttribute('rows')).toBe('4');
  });

  it('takes typed lines and gives its ref the textarea', async () => {
    const ref = createRef<HTMLTextAreaElement>();
    renderInTheme(<TextAreaField ref={ref} label="Message" />);
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Message' }), 'one{Enter}two');
    expect(ref.current?.value).toBe('one\ntwo');
  });

  it('marks the field invalid and announces its error', () => {
    renderInTheme(<TextAreaField label="Message" error="Say something." />);
    expect(screen.getByRole('textbox', { name: 'Message' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.getByRole('alert').textContent).toContain('Say something.');
  });
});
