/** Milliseconds per unit of Go's time.ParseDuration, which Supabase Auth uses for `ban_duration`. */
const unitMs: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  μs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/**
 * Reads a duration such as "24h", "1h30m" or "-1.5s" as Go does, in milliseconds; otherwise gives Go's error
 * text, which Supabase Auth puts in its message.
 */
export function parseGoDuration(
  text: string,
): { ok: true; ms: number } | { ok: false; error: string } {
  const quoted = JSON.stringify(text);
  const invalid = { ok: false as const, error: `time: invalid duration ${quoted}` };
  let rest = text;
  let sign = 1;
  if (rest.startsWith('-') || rest.startsWith('+')) {
    sign = rest.startsWith('-') ? -1 : 1;
    rest = rest.slice(1);
  }
  if (rest === '0') return { ok: true, ms: 0 };
  if (rest === '') return invalid;
  let total = 0;
  while (rest !== '') {
    const number = /^(\d*)(\.\d*)?/.exec(rest)?.[0] ?? '';
    if (number === '' || number === '.') return invalid;
    rest = rest.slice(number.length);
    const unit = /^[^\d.]*/.exec(rest)?.[0] ?? '';
    if (unit === '') return { ok: false, error: `time: missing unit in duration ${quoted}` };
    const ms = unitMs[unit];
    if (ms === undefined)
      return {
        ok: false,
        error: `time: unknown unit ${JSON.stringify(unit)} in duration ${quoted}`,
      };
    rest = rest.slice(unit.length);
    total += Number(number) * ms;
  }
  // Go keeps durations in an int64 of nanoseconds: about 292 years.
  if (total > 9_223_372_036_854) return invalid;
  return { ok: true, ms: sign * total };
}
