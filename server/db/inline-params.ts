/**
 * `sql` with its `$n` placeholders replaced by the values as SQL literals, so that a statement can
 * travel in one simple-protocol message together with others: BEGIN and the claims statement go
 * as one message instead of two (PGlite: one call into its engine instead of six), and on
 * PostgreSQL with a transaction's first statement too (postgres.ts: one round trip instead of two).
 * The result is the same as binding the values:
 * - a placeholder is `$n` outside quoted text, quoted identifiers, dollar-quoted bodies and
 *   comments, and not inside a name (`a$1` is an identifier), so SQL naming any column is safe;
 * - each value goes as the text a bound parameter carries, in dollar quotes (`$v$…$v$`, no escapes
 *   inside, type unknown as a bound parameter's is) whose tag is chosen so that the first place the
 *   tag occurs after the opening one is the closing one: nothing in a value can end it early;
 * - strings, booleans and finite numbers only (null and undefined: null); anything else throws a
 *   TypeError (callers that may hold other values bind them instead, see {@link tryInlineParams}).
 */
export function inlineParams(sql: string, params: readonly unknown[]): string {
  const literals = params.map(literal);
  let out = '';
  let i = 0;
  const copyUntil = (end: number) => {
    out += sql.slice(i, end);
    i = end;
  };
  while (i < sql.length) {
    const ch = sql[i];
    const next = sql[i + 1] ?? '';
    if (ch === "'") {
      // E'…' reads backslash escapes; otherwise '' is the only escape.
      const escapes = /[eE]/.test(sql[i - 1] ?? '') && !isNamePart(sql[i - 2] ?? '');
      let j = i + 1;
      while (j < sql.length) {
        if (escapes && sql[j] === '\\') j += 2;
        else if (sql[j] === "'" && sql[j + 1] === "'") j += 2;
        else if (sql[j] === "'") break;
        else j++;
      }
      copyUntil(Math.min(j + 1, sql.length));
    } else if (ch === '"') {
      let j = i + 1;
      while (j < sql.length && !(sql[j] === '"' && sql[j + 1] !== '"')) j += sql[j] === '"' ? 2 : 1;
      copyUntil(Math.min(j + 1, sql.length));
    } else if (ch === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      copyUntil(end === -1 ? sql.length : end);
    } else if (ch === '/' && next === '*') {
      // Block comments nest in PostgreSQL.
      let depth = 0;
      let j = i;
      do {
        if (sql.startsWith('/*', j)) {
          depth++;
          j += 2;
        } else if (sql.startsWith('*/', j)) {
          depth--;
          j += 2;
        } else j++;
      } while (depth > 0 && j < sql.length);
      copyUntil(j);
    } else if (ch === '$' && !isNamePart(sql[i - 1] ?? '')) {
      const placeholder = /^\$(\d+)/.exec(sql.slice(i, i + 12));
      if (placeholder) {
        const index = Number(placeholder[1]) - 1;
        if (index < 0 || index >= literals.length)
          throw new RangeError(`${placeholder[0]} has no value (${literals.length} given)`);
        out += literals[index];
        i += placeholder[0].length;
        continue;
      }
      const tag = /^\$(?:[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*)?\$/.exec(sql.slice(i, i + 64));
      if (tag) {
        const end = sql.indexOf(tag[0], i + tag[0].length);
        copyUntil(end === -1 ? sql.length : end + tag[0].length);
      } else copyUntil(i + 1);
    } else copyUntil(i + 1);
  }
  return out;
}

/** {@link inlineParams}, or null when a value cannot be inlined (arrays, objects, NaN…). */
export function tryInlineParams(sql: string, params: readonly unknown[]): string | null {
  if (!params.every(inlinable)) return null;
  return inlineParams(sql, params);
}

function inlinable(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

/** A character that continues a name or a number, after which `$` is part of it. */
function isNamePart(ch: string): boolean {
  return /[\w$\u0080-\uffff]/.test(ch);
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (!inlinable(value)) {
    throw new TypeError(
      `Cannot inline ${typeof value === 'number' ? String(value) : `a ${typeof value}`} as SQL`,
    );
  }
  // The text a bound parameter carries (pg sends numbers and booleans as their text too).
  const text = String(value);
  for (let n = 0; ; n++) {
    const tag = n === 0 ? '$v$' : `$v${n}$`;
    const quoted = `${tag}${text}${tag}`;
    if (quoted.indexOf(tag, tag.length) === tag.length + text.length) return quoted;
  }
}

/** BEGIN and the statements to run right after it (TransactionOptions.prelude), as one message. */
export function beginWith(prelude: readonly { sql: string; params?: unknown[] }[] = []): string {
  return ['begin', ...prelude.map((s) => inlineParams(s.sql, s.params ?? []))].join(';\n');
}
