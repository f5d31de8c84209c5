import {
  AUTH_FIELDS,
  authMessages,
  firstInvalidField,
  isValidEmail,
  validateAuthFields,
} from './validateAuthFields';

describe('validateAuthFields', () => {
  it('does ask for every field of an empty form, in its own words', () => {
    expect(validateAuthFields('signIn', {})).toEqual({
      email: 'Enter your email address.',
      password: 'Enter your password.',
    });
    expect(validateAuthFields('signUp', {})).toEqual({
      email: 'Enter your email address.',
      password: 'Choose a password.',
      confirmPassword: 'Enter your password again to confirm it.',
    });
    expect(validateAuthFields('forgotPassword', {})).toEqual({
      email: 'Enter your email address.',
    });
    expect(validateAuthFields('resetPassword', {})).toEqual({
      password: 'Choose a password.',
      confirmPassword: 'Enter your password again to confirm it.',
    });
  });

  it('does treat an e-mail of only spaces as missing', () => {
    expect(validateAuthFields('forgotPassword', { email: '   ' }).email).toBe(
      authMessages.emailMissing,
    );
  });

  it.each([
    ['maya', false],
    ['maya@', false],
    ['maya@northwind', false],
    ['maya@northwind.', false],
    ['ma ya@northwind.co', false],
    ['@northwind.co', false],
    ['maya@@northwind.co', false],
    ['maya@northwind.co', true],
    ['  maya@northwind.co  ', true],
    ['maya.o+news@mail.northwind.co.uk', true],
  ])('does judge %j as a valid e-mail: %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
    expect(validateAuthFields('forgotPassword', { email }).email).toBe(
      valid ? undefined : 'Enter a valid email address, like name@example.com.',
    );
  });

  const policy = { minPasswordLength: 6 };

  it('does apply the minimum length to new passwords only', () => {
    expect(
      validateAuthFields(
        'signUp',
        { email: 'a@b.co', password: '12345', confirmPassword: '12345' },
        policy,
      ).password,
    ).toBe('Use at least 6 characters.');
    expect(
      validateAuthFields('resetPassword', { password: '12345', confirmPassword: '12345' }, policy),
    ).toEqual({ password: 'Use at least 6 characters.' });
    // An account may predate the policy: sign-in sends any password and lets the server decide.
    expect(validateAuthFields('signIn', { email: 'a@b.co', password: '1' }, policy)).toEqual({});
  });

  it('does accept exactly the minimum and follow a custom minimum', () => {
    expect(
      validateAuthFields(
        'signUp',
        { email: 'a@b.co', password: '123456', confirmPassword: '123456' },
        policy,
      ),
    ).toEqual({});
    expect(
      validateAuthFields(
        'signUp',
        { email: 'a@b.co', password: '1234567', confirmPassword: '1234567' },
        { minPasswordLength: 8 },
      ).password,
    ).toBe('Use at least 8 characters.');
  });

  it('does leave the length to the server when given no minimum', () => {
    expect(validateAuthFields('resetPassword', { password: '1', confirmPassword: '1' })).toEqual(
      {},
    );
  });

  it('does count characters, not UTF-16 units', () => {
    // Three emoji are six code units but three characters.
    expect(
      validateAuthFields('resetPassword', { password: '😀😀😀', confirmPassword: '😀😀😀' }, policy)
        .password,
    ).toBe('Use at least 6 characters.');
  });

  it('does reject passwords over the maximum', () => {
    const long = 'x'.repeat(73);
    expect(
      validateAuthFields('resetPassword', { password: long, confirmPassword: long }).password,
    ).toBe('Use 72 characters or fewer (accented letters and emoji count as 2 to 4).');
    const max = 'x'.repeat(72);
    expect(validateAuthFields('resetPassword', { password: max, confirmPassword: max })).toEqual(
      {},
    );
  });

  it('does measure the maximum in UTF-8 bytes, as the server does', () => {
    // 25 euro signs are 25 characters but 75 bytes: the server would refuse them.
    const euros = '€'.repeat(25);
    expect(
      validateAuthFields('resetPassword', { password: euros, confirmPassword: euros }).password,
    ).toBe('Use 72 characters or fewer (accented letters and emoji count as 2 to 4).');
    const twentyFourEuros = '€'.repeat(24);
    expect(
      validateAuthFields('resetPassword', {
        password: twentyFourEuros,
        confirmPassword: twentyFourEuros,
      }),
    ).toEqual({});
  });

  it('does require a matching confirmation', () => {
    expect(
      validateAuthFields('signUp', {
        email: 'a@b.co',
        password: 'paper-lantern',
        confirmPassword: 'paper-lantren',
      }),
    ).toEqual({ confirmPassword: 'The passwords do not match.' });
  });

  it('does not look at fields the form does not show', () => {
    expect(validateAuthFields('forgotPassword', { email: 'a@b.co', password: '' })).toEqual({});
    expect(
      validateAuthFields('resetPassword', { password: 'abcdef', confirmPassword: 'abcdef' }),
    ).toEqual({});
  });

  it('does find the first invalid field in on-screen order', () => {
    expect(firstInvalidField('signUp', { confirmPassword: 'x', password: 'y' })).toBe('password');
    expect(firstInvalidField('signUp', {})).toBeUndefined();
    expect(AUTH_FIELDS.signUp).toEqual(['email', 'password', 'confirmPassword']);
  });

  it('does ask for the current password and apply the new-password rules when changing it', () => {
    expect(
      validateAuthFields(
        'changePassword',
        { password: 'abc', confirmPassword: 'abc' },
        { minPasswordLength: 6 },
      ),
    ).toEqual({
      currentPassword: authMessages.currentPasswordMissing,
      password: authMessages.passwordTooShort(6),
    });
  });

  it.each([
    ['', authMessages.codeMissing],
    ['12345', authMessages.codeInvalid],
    ['12a456', authMessages.codeInvalid],
    ['1234567', authMessages.codeInvalid],
    ['123 456', undefined],
  ])('does check a one-time code %j', (code, message) => {
    expect(validateAuthFields('verifyCode', { code }).code).toBe(message);
  });
});
