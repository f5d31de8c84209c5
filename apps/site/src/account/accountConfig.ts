/**
 * The auth server's minimum password length (`PASSWORD_MIN_LENGTH` locally, "Minimum password length" on a hosted
 * project; 6 by default). The forms check it before sending and name it in their hints; raise both together.
 */
export const PASSWORD_MIN_LENGTH = 6;
