/** The avatar letter for an account: the e-mail's first character (a whole code point), upper-cased. */
export function accountInitial(email: string): string {
  const [first] = Array.from(email.trim());
  return first ? first.toLocaleUpperCase('en') : '?';
}
