const ISO =
  /^P(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T?(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S?)?)?$/i;

const num = (value: string | undefined): number =>
  value === undefined ? 0 : Number(value.replace(',', '.'));

function fromIso(value: string): number | null {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  if (!compact.startsWith('P')) return null;
  // "PT1H30" (minutes unit missing) and "P0DT0H45M" both land here.
  const match = ISO.exec(compact);
  if (!match) return null;
  const [, years, months, weeks, days, hours, minutes, tail] = match;
  if ([years, months, weeks, days, hours, minutes, tail].every((part) => part === undefined))
    return null;
  const hasTime = compact.includes('T');
  // Without a "T", "P30M" is almost always meant as 30 minutes, not 30 months.
  const minutesPart = hasTime ? num(minutes) : num(months);
  let total =
    num(years) * 525_600 + num(weeks) * 10_080 + num(days) * 1440 + num(hours) * 60 + minutesPart;
  if (tail !== undefined) {
    // "PT1H30" → the trailing number after hours is minutes; "PT45S" / "PT2700S" are seconds;
    // a lone "PT30" is minutes.
    total += compact.endsWith('S') ? num(tail) / 60 : num(tail);
  }
  if (!hasTime && minutes !== undefined) total += num(minutes);
  return Math.round(total);
}

const UNIT_MINUTES: ReadonlyArray<[RegExp, number]> = [
  [
    /^(?:d|days?|dní|dny|den|dias?|días?|tage?n?|jours?|giorni|dagen?|dager|dagar|dni|dzień|nap)$/i,
    1440,
  ],
  [
    /^(?:h|hrs?|hours?|std\.?|stunden?|stunde|heures?|ore|ora|uur|timer?|timmar|timme|horas?|tim|óra|órá|godz\.?|godzin[ay]?|hodin[ay]?|hod\.?)$/i,
    60,
  ],
  [/^(?:m|mins?|minutes?|minuten?|minuti|minutos?|minutter?|minuter|minut[y]?|perc|min\.)$/i, 1],
  [/^(?:s|secs?|seconds?|sekunden?)$/i, 1 / 60],
];

function unitMinutes(unit: string): number | null {
  for (const [pattern, minutes] of UNIT_MINUTES) if (pattern.test(unit)) return minutes;
  return null;
}

const FRACTIONS: Readonly<Record<string, number>> = {
  '½': 0.5,
  '¼': 0.25,
  '¾': 0.75,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
};

function fromText(value: string): number | null {
  let text = value.toLowerCase().replace(/[½¼¾⅓⅔]/g, (c) => ` ${FRACTIONS[c] ?? 0}`);
  // "1-2 hours" / "10 to 15 minutes": take the upper bound, as cooks plan for it.
  text = text.replace(/(\d+(?:[.,]\d+)?)\s*(?:-|–|to|bis|à|a)\s*(\d+(?:[.,]\d+)?)/g, '$2');
  // "1:30" → 1 h 30 min.
  const clock = /^\s*(\d{1,2}):(\d{2})\s*(?:h|hrs?|hours?)?\s*$/.exec(text);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  const token = /(\d+(?:[.,]\d+)?(?:\s+0?\.\d+)?)\s*([a-zA-Zà-ÿ.]+)?/g;
  let total = 0;
  let matched = false;
  let lastUnit = 0;
  for (const match of text.matchAll(token)) {
    const amount = (match[1] ?? '0').split(/\s+/).reduce((sum, part) => sum + num(part), 0);
    const unitText = (match[2] ?? '').replace(/\.$/, '');
    const perUnit = unitText ? unitMinutes(unitText) : null;
    if (perUnit !== null) {
      total += amount * perUnit;
      lastUnit = perUnit;
      matched = true;
    } else if (lastUnit === 60 && (!unitText || /^(?:and|und|et|e|y|en|og)$/.test(unitText))) {
      // A bare number right after hours ("1 hour 30") is minutes; other bare numbers are not times.
      total += amount;
    }
  }
  return matched ? Math.round(total) : null;
}

/**
 * Minutes from an ISO-8601 duration or its real-world variants (`PT1H30`, `P0DT0H45M`, `PT90M`,
 * `PT0.5H`, `PT2700S`) or from text ("1 hour 30 mins", "1h30", "45 Min."). Null when unknown;
 * numbers are taken as minutes.
 */
export function parseDurationMinutes(value: unknown): number | null {
  if (typeof value === 'number')
    return Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
  if (Array.isArray(value)) return value.length > 0 ? parseDurationMinutes(value[0]) : null;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('maxValue' in record) return parseDurationMinutes(record['maxValue']);
    if ('@value' in record) return parseDurationMinutes(record['@value']);
    return null;
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text.length === 0) return null;
  const iso = fromIso(text);
  if (iso !== null) return iso;
  if (/^\d+(?:[.,]\d+)?$/.test(text)) return Math.round(num(text));
  const minutes = fromText(text.replace(/(\d)h(\d)/gi, '$1 h $2'));
  return minutes !== null && Number.isFinite(minutes) ? minutes : null;
}
