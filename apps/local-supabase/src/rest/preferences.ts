import { PgrstError } from './restErrors.ts';

export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only' | undefined;
  count: 'exact' | 'planned' | 'estimated' | undefined;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | undefined;
  missing: 'default' | 'null' | undefined;
  handling: 'strict' | 'lenient' | undefined;
  maxAffected: number | undefined;
  /** `params=single-object`: the JSON body is the function's one json argument. */
  singleObject: boolean;
  /** `tx=rollback`: answer as if committed, then roll back (where db-tx-end allows the override). */
  rollback: boolean;
}

const accepted: Record<string, Partial<Preferences>> = {
  'return=minimal': { return: 'minimal' },
  'return=representation': { return: 'representation' },
  'return=headers-only': { return: 'headers-only' },
  'count=exact': { count: 'exact' },
  'count=planned': { count: 'planned' },
  'count=estimated': { count: 'estimated' },
  'resolution=merge-duplicates': { resolution: 'merge-duplicates' },
  'resolution=ignore-duplicates': { resolution: 'ignore-duplicates' },
  'missing=default': { missing: 'default' },
  'missing=null': { missing: 'null' },
  'handling=strict': { handling: 'strict' },
  'handling=lenient': { handling: 'lenient' },
  'params=single-object': { singleObject: true },
  'tx=commit': { rollback: false },
  'tx=rollback': { rollback: true },
};

/**
 * Reads the `Prefer` header as PostgREST does: the first value of each kind wins, unknown ones are
 * ignored unless `handling=strict` is among them, which makes them a 400 PGRST122.
 */
export function parsePreferences(header: string | undefined): Preferences {
  const preferences: Preferences = {
    return: undefined,
    count: undefined,
    resolution: undefined,
    missing: undefined,
    handling: undefined,
    maxAffected: undefined,
    singleObject: false,
    rollback: false,
  };
  const invalid: string[] = [];
  const seen = new Set<string>();
  for (const raw of (header ?? '').split(',')) {
    const part = raw.trim();
    if (part === '') continue;
    const kind = part.split('=')[0] ?? '';
    const maxAffected = /^max-affected=(\d{1,15})$/.exec(part);
    if (maxAffected) {
      preferences.maxAffected ??= Number(maxAffected[1]);
    } else if (part in accepted) {
      if (!seen.has(kind)) Object.assign(preferences, accepted[part]);
    } else if (!part.startsWith('timezone=')) {
      invalid.push(part);
    }
    seen.add(kind);
  }
  if (preferences.handling === 'strict' && invalid.length > 0) {
    throw new PgrstError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${invalid.join(', ')}`,
    );
  }
  return preferences;
}

/** The `Preference-Applied` header: what the request asked for and this kind of request honoured. */
export function appliedPreferences(
  prefs: Preferences,
  kind: 'read' | 'insert' | 'update' | 'delete' | 'call',
  rolledBack = false,
): string | undefined {
  const write = kind === 'insert' || kind === 'update' || kind === 'delete';
  const applied = [
    kind === 'insert' && prefs.resolution ? `resolution=${prefs.resolution}` : undefined,
    (kind === 'insert' || kind === 'update') && prefs.missing
      ? `missing=${prefs.missing}`
      : undefined,
    write && prefs.return ? `return=${prefs.return}` : undefined,
    prefs.count ? `count=${prefs.count}` : undefined,
    prefs.handling ? `handling=${prefs.handling}` : undefined,
    prefs.handling === 'strict' &&
    prefs.maxAffected !== undefined &&
    kind !== 'insert' &&
    kind !== 'read'
      ? `max-affected=${prefs.maxAffected}`
      : undefined,
    rolledBack ? 'tx=rollback' : undefined,
  ].filter((value): value is string => value !== undefined);
  return applied.length > 0 ? applied.join(', ') : undefined;
}
