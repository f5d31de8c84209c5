import { act, screen, waitFor, within } from '@testing-library/react';
import {
  authHrefs,
  linkErrorMessage,
  minPasswordLength,
  sampleEmail,
  serverErrors,
} from './AuthForm.fixtures';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import { UNEXPECTED_ERROR_MESSAGE, type AuthFormResult } from '../../internal/form';
import { renderInTheme } from '../../../test/render';
import userEvent from '@testing-library/user-event';

/** A promise the test settles by hand, to hold a form in its pending state. */
function deferred<T = AuthFormResult | void>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const emailField = () => screen.getByRole('textbox', { name: 'Email' });
const passwordField = () => screen.getByLabelText('Password') as HTMLInputElement;
const confirmField = () => screen.getByLabelText('Confirm password') as HTMLInputElement;
const describedText = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('SignInForm', () => {
  it('does render a titled form with labelled, autocompleting fields and the footer links', () => {
    renderInTheme(<SignInForm onSubmit={vi.fn()} {...authHrefs} />, { reducedMotion: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeTruthy();
    expect(emailField().getAttribute('autocomplete')).toBe('email');
    expect(emailField().getAttribute('type')).toBe('email');
    expect(passwordField().getAttribute('autocomplete')).toBe('current-password');
    expect(passwordField().getAttribute('type')).toBe('password');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/sign-up',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('does show an error per field, tie it to the field and focus the first one, without calling onSubmit', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderInTheme(<SignInForm onSubmit={onSubmit} />, { reducedMotion: true });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual(['Enter your email address.', 'Enter your password.']);
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(passwordField().getAttribute('aria-invalid')).toBe('true');
    expect(describedText(emailField())).toBe('Enter your email address.');
    await waitFor(() => expect(document.activeElement).toBe(emailField()));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('does focus the first invalid field when earlier ones are fine', async () => {
    const user = userEvent.setup();
    renderInTheme(<SignInForm onSubmit={vi.fn()} />, { reducedMotion: true });
    await user.type(emailField(), sampleEmail);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(document.activeElement).toBe(passwordField()));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('does explain a malformed e-mail and clear the message once it is fixed', async () => {
    const user = userEvent.setup();
    renderInTheme(<SignInForm onSubmit={vi.fn()} />, { reducedMotion: true });
    await user.type(emailField(), 'maya@northwind');
    await user.type(passwordField(), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Enter a valid email address, like name@example.com.',
    );
    await user.type(emailField(), '.co');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(emailField().getAttribute('aria-invalid')).toBeNull();
  });

  it('does send trimmed values and show the pending state until the callback settles', async () => {
    const pending = deferred();
    const onSubmit = vi.fn(() => pending.promise);
    const user = userEvent.setup();
    renderInTheme(<SignInForm onSubmit={onSubmit} />, { reducedMotion: true });
    await user.type(emailField(), `  ${sampleEmail} `);
    await user.type(passwordField(), ' secret ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(onSubmit).toHaveBeenCalledWith({ email: sampleEmail, password: ' secret ' });
    const button = screen.getByRole('button', { name: /Signing in…/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText('Signing in…', { selector: '[role="status"]' })).toBeTruthy();

    await act(async () => pending.resolve());
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('does ignore further submits while the first is pending', async () => {
    const pending = deferred();
    const onSubmit = vi.fn(() => pending.promise);
    const user = userEvent.setup();
    renderInTheme(<SignInForm onSubmit={onSubmit} />, { reducedMotion: true });
    await user.type(emailField(), sampleEmail);
    await user.type(passwordField(), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    // Enter in a field, and a submit event that slips past the disabled button.
    await user.type(passwordField(), '{Enter}');
    const form = screen.getByRole('form', { name: 'Sign in' });
    await act(async () => {
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);

    await act(async () => pending.resolve({ error: serverErrors.invalidCredentials }));
    // Once settled, the form accepts a new attempt.
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('does show a server error in a focused form-level alert', async () => {
    const user = userEvent.setup();
    renderInTheme(
      <SignInForm onSubmit={async () => ({ error: serverErrors.invalidCredentials })} />,
      { reducedMotion: true },
    );
    await user.type(emailField(), sampleEmail);
    await user.type(passwordField(), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(serverErrors.invalidCredentials.message);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    // The message is about the pair, so neither field is singled out.
    expect(emailField().getAttribute('aria-invalid')).toBeNull();
  });

  it('does turn a throwing callback into a generic, recoverable error', async () => {
    const user = userEvent.setup();
    renderInTheme(
      <SignInForm
        onSubmit={async () => {
          throw new Error('boom');
        }}
      />,
      { reducedMotion: true },
    );
    await user.type(emailField(), sampleEmail);
    await user.type(passwordField(), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('does pre-fill the e-mail', () => {
    renderInTheme(<SignInForm onSubmit={vi.fn()} defaultEmail={sampleEmail} />, {
      reducedMotion: true,
    });
    expect((emailField() as HTMLInputElement).value).toBe(sampleEmail);
  });
});

describe('SignUpForm', () => {
  it('does describe the password rule with the server minimum and use new-password autocomplete', () => {
    renderInTheme(<SignUpForm onSubmit={vi.fn()} minPasswordLength={8} {...authHrefs} />, {
      reducedMotion: true,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeTruthy();
    expect(describedText(passwordField())).toMatch(/^At least 8 characters\./);
    expect(passwordField().getAttribute('autocomplete')).toBe('new-password');
    expect(confirmField().getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
  });

  it('does check the minimum length and the confirmation before calling onSubmit', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderInTheme(<SignUpForm minPasswordLength={minPasswordLength} onSubmit={onSubmit} />, {
      reducedMotion: true,
    });
    await user.type(emailField(), sampleEmail);
    await user.type(passwordField(), '12345');
    await user.type(confirmField(), '1234');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Use at least 6 characters.',
      'The passwords do not match.',
    ]);
    await waitFor(() => expect(document.activeElement).toBe(passwordField()));
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(passwordField(), '6');
    await user.type(confirmField(), '56');
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: sampleEmail, password: '123456' });
  });

  it('does list weak-password reasons under the password field', async () => {
    const user = userEvent.setup();
    renderInTheme(
      <SignUpForm
        minPasswordLength={minPasswordLength}
        onSubmit={async () => ({ error: serverErrors.weakPassword })}
      />,
      { reducedMotion: true },
    );
    await user.type(emailField(), sampleEmail);
    await user.type(passwordField(), 'password');
    await user.type(confirmField(), 'password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Choose a stronger password.');
    const items = within(within(alert).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(serverErrors.weakPassword.reasons);
    expect(passwordField().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(passwordField()));

    // Typing a new password clears the server's verdict on the old one.
    await user.type(passwordField(), '!');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does list reasons in the form-level alert when no field is named', async () => {
    const user = userEvent.setup();
    renderInTheme(
      <SignUpForm
        minPasswordLength={minPasswordLength}
        onSubmit={async () => ({ error: serverErrors.weakPasswordFormLevel })}
      />,
      { reducedMotion: true },
    );
    await user.type(emailField(), sampleEmail);
    await user.type(passwordField(), 'password');
    await user.type(confirmField(), 'password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getAllByRole('listitem')).toHaveLength(3);
  });

  it('does show an already-registered answer on the e-mail field', async () => {
    const user = userEvent.setup();
    renderInTheme(
      <SignUpForm
        minPasswordLength={minPasswordLength}
        onSubmit={async () => ({ error: serverErrors.alreadyRegistered })}
      />,
      { reducedMotion: true },
    );
    await user.type(emailField(), sampleEmail);
    await user.type(passwordField(), 'paper-lantern');
    await user.type(confirmField(), 'paper-lantern');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(document.activeElement).toBe(emailField()));
    expect(describedText(emailField())).toBe(serverErrors.alreadyRegistered.message);
  });

  it('does end on the check-your-inbox state and move focus to its heading', async () => {
    const { rerender } = renderInTheme(
      <SignUpForm minPasswordLength={minPasswordLength} onSubmit={vi.fn()} {...authHrefs} />,
      { reducedMotion: true },
    );
    rerender(
      <SignUpForm
        minPasswordLength={minPasswordLength}
        onSubmit={vi.fn()}
        {...authHrefs}
        confirmationSentTo={sampleEmail}
      />,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Check your inbox' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(/We sent a confirmation link to/).textContent).toBe(
      `We sent a confirmation link to ${sampleEmail}.`,
    );
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });
});

describe('ForgotPasswordForm', () => {
  it('does answer every accepted request with the same neutral confirmation', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    renderInTheme(<ForgotPasswordForm onSubmit={onSubmit} {...authHrefs} />, {
      reducedMotion: true,
    });
    await user.type(emailField(), 'nobody@northwind.co');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(onSubmit).toHaveBeenCalledWith({ email: 'nobody@northwind.co' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Check your inbox' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(/If an account exists for/).textContent).toBe(
      'If an account exists for nobody@northwind.co, we have sent a link to reset your password.',
    );

    await user.click(screen.getByRole('button', { name: 'Use a different email' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();
    expect((emailField() as HTMLInputElement).value).toBe('nobody@northwind.co');
  });

  it('does stay on the form with a rate-limit error', async () => {
    const user = userEvent.setup();
    renderInTheme(
      <ForgotPasswordForm onSubmit={async () => ({ error: serverErrors.emailRateLimited })} />,
      { reducedMotion: true },
    );
    await user.type(emailField(), sampleEmail);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      serverErrors.emailRateLimited.message,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();
  });
});

describe('ResetPasswordForm', () => {
  it('does save a confirmed password and offer the way on', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    renderInTheme(
      <ResetPasswordForm
        minPasswordLength={minPasswordLength}
        onSubmit={onSubmit}
        email={sampleEmail}
        continueHref="/account"
      />,
      { reducedMotion: true },
    );
    expect(
      (document.querySelector('input[autocomplete="username"]') as HTMLInputElement).value,
    ).toBe(sampleEmail);
    await user.type(passwordField(), 'paper-lantern');
    await user.type(confirmField(), 'paper-lantern');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(onSubmit).toHaveBeenCalledWith({ password: 'paper-lantern' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Password updated' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(
      screen.getByRole('link', { name: 'Continue to your account' }).getAttribute('href'),
    ).toBe('/account');
  });

  it('does replace the form when the recovery link failed', () => {
    renderInTheme(
      <ResetPasswordForm
        minPasswordLength={minPasswordLength}
        onSubmit={vi.fn()}
        linkError={linkErrorMessage}
        {...authHrefs}
      />,
      { reducedMotion: true },
    );
    expect(screen.getByRole('alert').textContent).toBe(linkErrorMessage);
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });
});
