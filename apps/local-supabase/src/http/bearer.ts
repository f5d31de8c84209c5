import type { Context } from 'hono';

/**
 * The token of an `Authorization: Bearer <token>` header, or undefined when the header is missing or not of that
 * shape. Trailing whitespace is allowed: Node trims it from real requests anyway, so in-process requests agree.
 */
export function bearerToken(c: Context): string | undefined {
  return bearerOfHeader(c.req.header('authorization') ?? '');
}

export function bearerOfHeader(authorization: string): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
}
