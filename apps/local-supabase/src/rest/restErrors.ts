/** An error in PostgREST's shape: `{code, message, details, hint}` with its HTTP status. */
export class PgrstError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Text, or JSON where PostgREST answers with a list (ambiguous relationships). */
    public details: unknown = null,
    readonly hint: string | null = null,
  ) {
    super(message);
    this.name = 'PgrstError';
  }

  toJSON() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

export const parseError = (message: string, details: string | null = null) =>
  new PgrstError(400, 'PGRST100', message, details);

/** PostgREST's answer for a feature it has and this server does not: named, never silently ignored. */
export const notImplemented = (feature: string) =>
  new PgrstError(
    400,
    'PGRST127',
    'Feature not implemented',
    `The local server does not support ${feature}`,
  );

interface PostgresErrorLike {
  code: string;
  message: string;
  detail?: string | undefined;
  hint?: string | undefined;
}

export function isPostgresError(error: unknown): error is PostgresErrorLike {
  const candidate = error as Partial<PostgresErrorLike> | null;
  return (
    typeof candidate?.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(candidate.code) &&
    typeof candidate.message === 'string'
  );
}

/** PostgREST's SQLSTATE → HTTP status table. */
function statusFor(sqlState: string, role: string): number {
  if (sqlState === '42501') return role === 'anon' ? 401 : 403;
  if (sqlState === '23503' || sqlState === '23505') return 409;
  if (sqlState === '25006') return 405;
  if (sqlState === '42883' || sqlState === '42P01') return 404;
  if (sqlState === 'P0001') return 400;
  if (sqlState === '42P17') return 500;
  const prefix = sqlState.slice(0, 2);
  if (['08', '53'].includes(prefix)) return 503;
  if (['0L', '0P', '28'].includes(prefix)) return 403;
  if (
    [
      '09',
      '25',
      '2D',
      '38',
      '39',
      '3B',
      '40',
      '54',
      '55',
      '57',
      '58',
      'F0',
      'HV',
      'P0',
      'XX',
    ].includes(prefix)
  ) {
    return 500;
  }
  return 400;
}

export function fromPostgresError(error: PostgresErrorLike, role: string): PgrstError {
  return new PgrstError(
    statusFor(error.code, role),
    error.code,
    error.message,
    error.detail ?? null,
    error.hint ?? null,
  );
}
