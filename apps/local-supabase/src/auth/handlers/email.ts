// The address syntax Supabase Auth accepts (RFC 5322 local part, hostname labels of at most 63 chars). This is the
// local Auth's own: a project's function that checks addresses the same way keeps its own copy, as it is deployed
// apart from Auth (hosted, Auth is not this code at all).
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export const maxEmailLength = 255;

/** Addresses are stored and compared trimmed and in lower case, as Supabase Auth does. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return email.length <= maxEmailLength && emailPattern.test(email);
}
