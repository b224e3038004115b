/** The `Prefer` header values PostgREST understands (several arrive comma-joined in one header). */
export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only' | null;
  count: 'exact' | 'planned' | 'estimated' | null;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  missing: 'default' | 'null' | null;
  params: 'single-object' | null;
}

export function parsePrefer(header: string | null | undefined): Preferences {
  const prefs: Preferences = {
    return: null,
    count: null,
    resolution: null,
    missing: null,
    params: null,
  };
  for (const item of (header ?? '').split(',')) {
    const [rawKey, rawValue] = item.split('=');
    const key = rawKey?.trim().toLowerCase();
    const value = rawValue?.trim().toLowerCase();
    if (
      key === 'return' &&
      (value === 'minimal' || value === 'representation' || value === 'headers-only')
    ) {
      prefs.return = value;
    } else if (
      key === 'count' &&
      (value === 'exact' || value === 'planned' || value === 'estimated')
    ) {
      prefs.count = value;
    } else if (
      key === 'resolution' &&
      (value === 'merge-duplicates' || value === 'ignore-duplicates')
    ) {
      prefs.resolution = value;
    } else if (key === 'missing' && (value === 'default' || value === 'null')) {
      prefs.missing = value;
    } else if (key === 'params' && value === 'single-object') {
      prefs.params = value;
    }
  }
  return prefs;
}

/** The `Preference-Applied` header for what we honoured. */
export function appliedPreferences(prefs: Preferences): string | null {
  const applied: string[] = [];
  if (prefs.resolution) applied.push(`resolution=${prefs.resolution}`);
  if (prefs.missing) applied.push(`missing=${prefs.missing}`);
  if (prefs.return) applied.push(`return=${prefs.return}`);
  if (prefs.count) applied.push(`count=${prefs.count}`);
  return applied.length ? applied.join(', ') : null;
}
