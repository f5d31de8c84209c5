import { corsHeaders } from './cors.ts';

export type Handler = (request: Request) => Promise<Response>;

export const maxBodyBytes = 1024 * 1024;

export function jsonResponse(
  request: Request,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders(request), 'Content-Type': 'application/json', ...headers },
  });
}

export function errorResponse(
  request: Request,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return jsonResponse(request, status, { error: message }, headers);
}

export type JsonBody =
  { ok: true; value: Record<string, unknown> } | { ok: false; response: Response };

/** Reads a JSON object body, refusing oversized, empty and non-object payloads with a 4xx. */
export async function readJsonObject(request: Request): Promise<JsonBody> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBodyBytes)
    return { ok: false, response: errorResponse(request, 413, 'Request body too large') };
  const text = await request.text();
  if (new TextEncoder().encode(text).length > maxBodyBytes) {
    return { ok: false, response: errorResponse(request, 413, 'Request body too large') };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {
      ok: false,
      response: errorResponse(request, 400, 'Request body must be a JSON object'),
    };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {
      ok: false,
      response: errorResponse(request, 400, 'Request body must be a JSON object'),
    };
  }
  return { ok: true, value: value as Record<string, unknown> };
}

export function bearerToken(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1];
}

/**
 * The caller's network address, used only as a throttling key. Hosted projects are reached through
 * Cloudflare, which sets CF-Connecting-IP to the peer it accepted the connection from and replaces any
 * value the client sent (https://developers.cloudflare.com/fundamentals/reference/http-headers/; Supabase's
 * request logs record it as cf_connecting_ip). X-Forwarded-For cannot serve: Cloudflare keeps whatever the
 * client wrote in it, so its first entry is the client's choice, and the platform's own proxies may append
 * hops after Cloudflare's, so its last entry is not certainly the client either. Without the header
 * (`supabase functions serve` has no Cloudflare in front) every caller shares one key: stricter, never looser.
 */
export function clientAddress(request: Request): string {
  return request.headers.get('cf-connecting-ip')?.trim() || 'unknown';
}
