import { ANY_METHOD_HEADING } from './headings.ts';
/**
 * Clean-ups every extracted line goes through, whatever its source (schema.org, microdata, a
 * recipe card's HTML, plain HTML lists, pasted text). Each one repairs a way pages across the web
 * get their own data wrong; none knows about any particular site.
 */

/** Windows-1252 characters for the bytes 0x80–0x9f, as a mis-decoding turns them into text. */
const CP1252: Readonly<Record<string, number>> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** A lead byte of a two-to-four-byte UTF-8 sequence read as Latin-1/Windows-1252, then a continuation byte. */
const MOJIBAKE = /[\u00c2-\u00f4][\u0080-\u00bf€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/;

/** Strict UTF-8 decoding of bytes (no TextDecoder: the domain runs without DOM or Node types); null when invalid. */
function decodeUtf8(bytes: readonly number[]): string | null {
  let out = '';
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i] ?? 0;
    const extra =
      b < 0x80
        ? 0
        : b >= 0xc2 && b <= 0xdf
          ? 1
          : b >= 0xe0 && b <= 0xef
            ? 2
            : b >= 0xf0 && b <= 0xf4
              ? 3
              : -1;
    if (extra < 0) return null;
    let code = extra === 0 ? b : b & (0x3f >> extra);
    for (let k = 1; k <= extra; k += 1) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return null;
      code = (code << 6) | (c & 0x3f);
    }
    if ((extra === 2 && code < 0x800) || (extra === 3 && (code < 0x10000 || code > 0x10ffff)))
      return null;
    if (code >= 0xd800 && code <= 0xdfff) return null;
    out += String.fromCodePoint(code);
    i += extra + 1;
  }
  return out;
}

/**
 * Repairs UTF-8 text that was decoded as Latin-1 / Windows-1252 somewhere on its way ("1Â¼ cups"
 * → "1¼ cups", "crÃ¨me" → "crème"). Only when the whole string re-encodes to bytes that are
 * valid UTF-8; anything else is returned as it is.
 */
export function repairMojibake(text: string): string {
  if (!MOJIBAKE.test(text)) return text;
  const bytes: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code <= 0xff) bytes.push(code);
    else {
      const byte = CP1252[ch];
      if (byte === undefined) return text;
      bytes.push(byte);
    }
  }
  const repaired = decodeUtf8(bytes);
  return repaired !== null && repaired.length < text.length ? repaired : text;
}

/** "1 onion ((chopped))" → "1 onion (chopped)": recipe-card plugins wrap notes that already have parentheses. */
export function undoubleParentheses(text: string): string {
  let out = text;
  for (let i = 0; i < 3; i += 1) {
    const next = out.replace(/\(\(([^()]*(?:\([^()]*\)[^()]*)*)\)\)/g, '($1)');
    if (next === out) break;
    out = next;
  }
  return out;
}

/** A bullet or check-box glyph, or a dash, starting a line ("• 130 g mel", "- Zest from…"). */
const BULLET = /^(?:[•·▪▫◦‣⁃∙●○■□➤►▶✓✔☐*]|[-–—](?!\d))\s*/u;
/** The word for "step" before its number ("Step 1", "Etapa 2"), and after it ("1. lépés", "2. krok"). */
const STEP_WORD = 'step|schritt|étape|etape|paso|passo|etapa|stap|steg|trin|trinn|krok|lépés';
const STEP_WORD_AFTER = 'lépés|krok';
/** A worded step number before the text: "Step 1:", "Schritt 2 -", "Paso 3." (a bare "1." stays:
 * it is the page's own text, and the saved row drops it where it repeats the step's position). */
const NUMBERING = new RegExp(
  String.raw`^(?:(?:${STEP_WORD})\s*\d{1,2}\s*[.:)–-]?\s*|\d{1,2}\.\s*(?:${STEP_WORD_AFTER})(?!\p{L})\s*[.:)–-]?\s*)`,
  'iu',
);
/** "1. ", "2) " before a step. */
const BARE_NUMBER = /^\(?(\d{1,2})\s*[.)](?!\d)\s*/u;

/** The step without a leading "N." / "N)" when N is its own position (1-based), which a list shows anyway. */
export function withoutPositionNumber(step: string, position: number): string {
  const match = BARE_NUMBER.exec(step);
  if (match === null || Number(match[1]) !== position) return step;
  const rest = step.slice(match[0].length);
  return rest.length > 0 ? rest : step;
}
/** A step that is only its number ("Step 1", "2.", "Schritt 01"). */
const NUMBER_ONLY = new RegExp(
  String.raw`^(?:(?:(?:${STEP_WORD})\s*)?\d{1,2}\s*[.:)]?|\d{1,2}\.\s*(?:${STEP_WORD_AFTER})\s*[.:]?)$`,
  'iu',
);

/** A labelled time or amount on a line of its own ("Elkészítési idő: kb. 30 perc", "Prep time: 10 min"). */
const LABELLED_FACT =
  /^[\p{L} ]{2,30}:\s*(?:kb\.|ca\.|approx\.?|about|env\.)?\s*\d+(?:[.,]\d+)?\s*(?:min(?:ute)?s?|minut\p{L}*|perc|óra|hours?|h|timm?\p{L}*|stunden?|std\.?|heures?|ore|horas?|godz\p{L}*|hod\p{L}*)\.?$/iu;

/** The page's own widgets under a post (a view counter, "Related posts:"): never a line of the recipe. */
const PAGE_WIDGET =
  /^(?:(?:post |page )?(?:views?|hits|aufrufe|visite|visitas|visualizações)\s*:?\s*\d[\d.,\s]*|related (?:items|posts|recipes|articles)\s*:?)$/iu;

/** A line that is a label or a widget, not an ingredient ("Servings:", "Serves: 12", "kcal726", ">>>"). */
const LABEL_LINE =
  /^(?:(?:servings?|serves|yields?|makes|portions?|prep(?:aration)?(?: time)?|cook(?:ing)? time|total time|calories|nutrition(?: facts)?|ingredients?)\s*:?\s*\d*\s*(?:servings?|people|persons?)?|k?cal(?:ories)?\s*\d+|\d+\s*k?cal|[>»›→]+|.*\s[>»›→]{2,})$/iu;

/**
 * The bullet the list marks its lines with, when at least half of them start with the same one: a
 * dash that starts a single closing note ("– For more recipes…") is the writer's, not a bullet.
 */
export function listBullet(lines: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const line of lines) {
    const glyph = BULLET.exec(line.trim())?.[0]?.trim();
    if (glyph !== undefined) counts.set(glyph, (counts.get(glyph) ?? 0) + 1);
  }
  for (const [glyph, n] of counts)
    if (n * 2 >= lines.length && (n >= 2 || lines.length === 1)) return glyph;
  return null;
}

function stripBullet(text: string, bullet: string | null): string {
  const match = BULLET.exec(text);
  return bullet !== null && match !== null && match[0].trim() === bullet
    ? text.slice(match[0].length)
    : text;
}

/** Shared per-line repairs: mis-decoded UTF-8 and doubled parentheses. */
function tidyLine(text: string): string {
  return undoubleParentheses(repairMojibake(text)).trim();
}

/** An ingredient line as a list shows it: no space before a comma (cards that render amount,
 * name and note in separate elements leave one). */
function tidySpacing(text: string): string {
  return text.replace(/\s+([,;])(?=\s|$)/g, '$1');
}

/** Ingredient lines tidied; labels ("Servings:"), calorie counts and link arrows dropped. */
export function tidyIngredientLines(lines: readonly string[]): string[] {
  const out: string[] = [];
  const bullet = listBullet(lines);
  for (const raw of lines) {
    const line = tidySpacing(tidyLine(stripBullet(raw.trim(), bullet)));
    if (
      line.length === 0 ||
      LABEL_LINE.test(line) ||
      LABELLED_FACT.test(line) ||
      PAGE_WIDGET.test(line)
    )
      continue;
    out.push(line);
  }
  return out;
}

/**
 * Steps tidied: worded numbering and bullets taken off ("Step 2: Mix", "- Zest…"), the
 * leading ", " of an HTML list fragment dropped, and lines that are only a step number or a cut-off
 * piece of JSON ("[{", "{\"@type\"…") left out. `before`: how many steps of the same method were
 * kept already (a "Method:" line is dropped only as the first one).
 */
export function tidySteps(
  steps: readonly string[],
  bullet: string | null = listBullet(steps),
  before = 0,
): string[] {
  const out: string[] = [];
  for (const raw of steps) {
    let step = raw.trim();
    if (
      NUMBER_ONLY.test(step) ||
      /^[[{]/.test(step) ||
      // "Method:" before the first step announces the list; further down it heads a part of it.
      (before + out.length === 0 && isMethodAnnouncement(step)) ||
      LABELLED_FACT.test(step) ||
      PAGE_WIDGET.test(step)
    )
      continue;
    step = step.replace(/^[,;]\s*/, '');
    step = stripBullet(step, bullet);
    const unnumbered = step.replace(NUMBERING, '');
    if (unnumbered.length > 0) step = unnumbered;
    step = tidyLine(step);
    if (step.length > 0) out.push(step);
  }
  return out;
}

/** True for a line that only announces the method ("Method", "Postup:", "Zo maak je het:"), in
 * any language the plain-HTML reader knows the heading of. */
export function isMethodAnnouncement(text: string): boolean {
  return ANY_METHOD_HEADING.test(text.trim());
}

/** True for a step title that only numbers the step ("Step 1", "Schritt 2"), which is no title at all. */
export function isNumberOnly(text: string): boolean {
  return NUMBER_ONLY.test(text.trim());
}
