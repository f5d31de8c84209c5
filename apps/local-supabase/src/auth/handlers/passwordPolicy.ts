import type { PasswordRequirement } from '../../config.ts';

const lower = 'abcdefghijklmnopqrstuvwxyz';
const upper = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const digits = '0123456789';
const symbols = '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~';

const requiredSets: Record<PasswordRequirement, string[]> = {
  '': [],
  letters_digits: [lower + upper, digits],
  lower_upper_letters_digits: [lower, upper, digits],
  lower_upper_letters_digits_symbols: [lower, upper, digits, symbols],
};

export type WeakPasswordReason = 'length' | 'characters';

export interface PasswordVerdict {
  ok: boolean;
  reasons: WeakPasswordReason[];
  message: string;
}

/** Supabase Auth's policy check; messages match its wording because apps show them verbatim. */
export function checkPasswordStrength(
  password: string,
  minLength: number,
  requirement: PasswordRequirement,
): PasswordVerdict {
  const reasons: WeakPasswordReason[] = [];
  const messages: string[] = [];
  if ([...password].length < minLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${minLength} characters.`);
  }
  const sets = requiredSets[requirement];
  if (!sets.every((set) => [...password].some((ch) => set.includes(ch)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${sets.join(', ')}.`);
  }
  return { ok: reasons.length === 0, reasons, message: messages.join(' ') };
}
