const defaultAllowedHeaders =
  'authorization, apikey, content-type, x-client-info, x-supabase-api-version, x-retry-count';

/**
 * CORS headers for every function response, errors included: a browser that gets a 4xx/5xx without them
 * reports a network failure instead of the JSON error (supabase/supabase#29413). No cookies are involved,
 * so any origin may call.
 */
export function corsHeaders(request: Request): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers':
      request.headers.get('access-control-request-headers') ?? defaultAllowedHeaders,
    'Access-Control-Max-Age': '86400',
  };
}
