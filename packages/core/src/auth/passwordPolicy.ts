/**
 * The minimum length of a new password: Supabase Auth's default, and what this project's auth server is set to
 * (`minimum_password_length` in supabase/config.toml, `PASSWORD_MIN_LENGTH` on the local server). The account
 * forms check it before sending and name it in their hints.
 */
export const DEFAULT_MIN_PASSWORD_LENGTH = 6;
