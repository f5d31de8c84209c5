export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only';
  count: 'exact' | undefined;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | undefined;
}

/** Reads the `Prefer` header; unknown or unsupported preferences are ignored, as PostgREST's lenient mode does. */
export function parsePreferences(header: string | undefined): Preferences {
  const preferences: Preferences = { return: 'minimal', count: undefined, resolution: undefined };
  for (const part of (header ?? '').split(',')) {
    const [key, value] = part
      .trim()
      .split('=')
      .map((s) => s.trim());
    if (
      key === 'return' &&
      (value === 'minimal' || value === 'representation' || value === 'headers-only')
    ) {
      preferences.return = value;
    } else if (
      key === 'count' &&
      (value === 'exact' || value === 'planned' || value === 'estimated')
    ) {
      // Planned and estimated counts come from the planner on a big table; exact is as good locally.
      preferences.count = 'exact';
    } else if (
      key === 'resolution' &&
      (value === 'merge-duplicates' || value === 'ignore-duplicates')
    ) {
      preferences.resolution = value;
    }
  }
  return preferences;
}
