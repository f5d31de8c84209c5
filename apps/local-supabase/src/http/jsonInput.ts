/**
 * Nesting allowed in request bodies. Postgres parses JSON recursively: a few thousand levels exhaust
 * its stack (PGlite stops answering altogether), and no real payload comes anywhere near this.
 */
export const maxJsonDepth = 512;

export type JsonParseResult = { ok: true; value: unknown } | { ok: false; reason: string };

/** The deepest nesting of arrays and objects in JSON text, counted without parsing it. */
function exceedsDepth(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') {
      inString = true;
    } else if (ch === '{' || ch === '[') {
      depth++;
      if (depth > limit) return true;
    } else if (ch === '}' || ch === ']') {
      depth--;
    }
  }
  return false;
}

/** JSON.parse, refusing nesting deeper than `maxJsonDepth` before anything recursive sees it. */
export function parseJson(text: string): JsonParseResult {
  if (exceedsDepth(text, maxJsonDepth)) {
    return { ok: false, reason: `nested deeper than ${maxJsonDepth} levels` };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : 'invalid JSON' };
  }
}

const unpairedSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Postgres text and jsonb hold neither NUL nor half of a UTF-16 surrogate pair. */
function isUnstorable(text: string): boolean {
  return text.includes('\u0000') || unpairedSurrogate.test(text);
}

function holdsUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return isUnstorable(value);
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(
    ([key, item]) => isUnstorable(key) || holdsUnstorableText(item),
  );
}

/**
 * The top-level field of a parsed JSON object whose strings or keys, at any depth, hold text Postgres
 * cannot store; undefined when every string is storable.
 */
export function fieldWithUnstorableText(body: Record<string, unknown>): string | undefined {
  return Object.entries(body).find(
    ([key, value]) => isUnstorable(key) || holdsUnstorableText(value),
  )?.[0];
}
