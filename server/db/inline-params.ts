/**
 * `sql` with its `$n` placeholders replaced by the values as SQL literals, so that a statement can
 * travel in one simple-protocol message together with others: BEGIN and the claims statement go
 * as one message instead of two (PGlite: one call into its engine instead of six; PostgreSQL: one
 * round trip less), with the same result. Only for SQL written in this codebase whose every `$n`
 * is a placeholder; values a client sent go through it safely:
 * - a string goes in dollar quotes (`$v$…$v$`, no escapes inside) whose tag is chosen so that the
 *   first place the tag occurs after the opening one is the closing one, so nothing in the value
 *   can end the literal early;
 * - booleans and finite numbers as themselves (a negative one in parentheses), null and undefined as null; anything else throws.
 */
export function inlineParams(sql: string, params: readonly unknown[]): string {
  const literals = params.map(literal);
  return sql.replace(/\$(\d+)/g, (placeholder, n: string) => {
    const index = Number(n) - 1;
    if (index < 0 || index >= literals.length)
      throw new RangeError(`${placeholder} has no value (${literals.length} given)`);
    return literals[index] as string;
  });
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  // A negative number in parentheses: after a minus sign in the SQL, `-$1` must not become `--5`,
  // the start of a comment.
  if (typeof value === 'number' && Number.isFinite(value))
    return value < 0 ? `(${String(value)})` : String(value);
  if (typeof value !== 'string') throw new TypeError(`Cannot inline a ${typeof value} as SQL`);
  for (let n = 0; ; n++) {
    const tag = n === 0 ? '$v$' : `$v${n}$`;
    const quoted = `${tag}${value}${tag}`;
    if (quoted.indexOf(tag, tag.length) === tag.length + value.length) return quoted;
  }
}

/** BEGIN and the statements to run right after it (TransactionOptions.prelude), as one message. */
export function beginWith(prelude: readonly { sql: string; params?: unknown[] }[] = []): string {
  return ['begin', ...prelude.map((s) => inlineParams(s.sql, s.params ?? []))].join(';\n');
}
