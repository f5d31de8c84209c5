import bcrypt from 'bcryptjs';

/**
 * bcrypt reads only the first 72 bytes of a password, so two passwords that share those bytes would share a
 * hash. Longer passwords are refused when set (requestInput.ts) and never match when presented here.
 */
export const maxPasswordBytes = 72;

export function exceedsBcryptInput(password: string): boolean {
  return Buffer.byteLength(password, 'utf8') > maxPasswordBytes;
}

export function hashPassword(password: string, cost: number): Promise<string> {
  if (exceedsBcryptInput(password)) throw new Error('password longer than bcrypt reads');
  return bcrypt.hash(password, cost);
}

export async function passwordMatches(password: string, hash: string): Promise<boolean> {
  // Still runs the comparison, so a too-long password costs what a wrong one costs.
  const matches = await bcrypt.compare(password, hash);
  return matches && !exceedsBcryptInput(password);
}
