import { act, renderHook } from '@testing-library/react';
import { UNEXPECTED_ERROR_MESSAGE, useAuthForm, type AuthFormResult } from './useAuthForm';

function deferred() {
  let resolve!: (value: AuthFormResult | void) => void;
  const promise = new Promise<AuthFormResult | void>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

const filledSignIn = { email: ' maya@northwind.co ', password: 'secret' };

describe('useAuthForm', () => {
  it('does call onSubmit once for two submits in the same tick', async () => {
    const pending = deferred();
    const onSubmit = vi.fn(() => pending.promise);
    const { result } = renderHook(() =>
      useAuthForm({ mode: 'signIn', initialValues: filledSignIn, onSubmit }),
    );

    let first!: Promise<void>;
    let second!: Promise<void>;
    act(() => {
      // Both calls see the same render, so only the ref guard can stop the second.
      first = result.current.handleSubmit();
      second = result.current.handleSubmit();
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ email: 'maya@northwind.co', password: 'secret' });
    expect(result.current.isPending).toBe(true);

    await act(async () => {
      pending.resolve();
      await Promise.all([first, second]);
    });
    expect(result.current.isPending).toBe(false);
    expect(result.current.submitted).toEqual({ email: 'maya@northwind.co', password: 'secret' });
  });

  it('does not call onSubmit or go pending when the client checks fail', async () => {
    const onSubmit = vi.fn();
    const { result } = renderHook(() => useAuthForm({ mode: 'signUp', onSubmit }));
    await act(() => result.current.handleSubmit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(result.current.isPending).toBe(false);
    expect(Object.keys(result.current.fieldErrors)).toEqual([
      'email',
      'password',
      'confirmPassword',
    ]);
  });

  it('does keep a server error on a field of the form, and at form level otherwise', async () => {
    const onSubmit = vi
      .fn()
      .mockResolvedValueOnce({ error: { field: 'password', message: 'Weak.' } })
      .mockResolvedValueOnce({ error: { field: 'confirmPassword', message: 'Not here.' } });
    const { result } = renderHook(() =>
      useAuthForm({ mode: 'signIn', initialValues: filledSignIn, onSubmit }),
    );
    await act(() => result.current.handleSubmit());
    expect(result.current.serverError).toEqual({ field: 'password', message: 'Weak.' });
    expect(result.current.formError).toBeNull();

    // Sign-in has no confirmation field, so that error can only be shown at form level.
    await act(() => result.current.handleSubmit());
    expect(result.current.formError).toEqual({ field: 'confirmPassword', message: 'Not here.' });
  });

  it('does recover from a throwing callback with a generic message', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new Error('offline'));
    const { result } = renderHook(() =>
      useAuthForm({ mode: 'signIn', initialValues: filledSignIn, onSubmit }),
    );
    await act(() => result.current.handleSubmit());
    expect(result.current.formError).toEqual({ message: UNEXPECTED_ERROR_MESSAGE });
    expect(result.current.isPending).toBe(false);
  });

  it('does only update existing field errors while typing after a failed submit', async () => {
    const { result } = renderHook(() =>
      useAuthForm({
        mode: 'signUp',
        minPasswordLength: 6,
        initialValues: { email: 'maya@northwind.co' },
        onSubmit: vi.fn(),
      }),
    );
    act(() => result.current.setValue('password', '123'));
    // Before the first submit nothing is judged.
    expect(result.current.fieldErrors).toEqual({});

    await act(() => result.current.handleSubmit());
    expect(result.current.fieldErrors).toEqual({
      password: 'Use at least 6 characters.',
      confirmPassword: 'Enter your password again to confirm it.',
    });
    act(() => result.current.setValue('password', '123456'));
    expect(result.current.fieldErrors).toEqual({
      confirmPassword: 'Enter your password again to confirm it.',
    });
    act(() => result.current.setValue('email', 'oops'));
    // The e-mail had no message, so it gets none until the next submit.
    expect(result.current.fieldErrors.email).toBeUndefined();
  });

  it('does not update state after unmounting mid-request', async () => {
    const pending = deferred();
    const { result, unmount } = renderHook(() =>
      useAuthForm({ mode: 'signIn', initialValues: filledSignIn, onSubmit: () => pending.promise }),
    );
    let submit!: Promise<void>;
    act(() => {
      submit = result.current.handleSubmit();
    });
    unmount();
    pending.resolve();
    await expect(submit).resolves.toBeUndefined();
  });
});
