/** The fields node-postgres and PGlite both put on a server error. */
export interface SqlErrorFields {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
  position?: string;
  constraint?: string;
}

/** A Postgres error (from either adapter), as opposed to a bug or a network failure. */
export function asSqlError(error: unknown): SqlErrorFields | null {
  if (!(error instanceof Error)) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return null;
  const field = (name: string) => {
    const value = (error as unknown as Record<string, unknown>)[name];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  return {
    code,
    message: error.message,
    detail: field('detail'),
    hint: field('hint'),
    position: field('position'),
    constraint: field('constraint'),
  };
}

/** "message (SQLSTATE 42601) at line 3" — for start-up errors that name a file. */
export function describeSqlError(error: unknown, sql: string): string {
  const fields = asSqlError(error);
  if (!fields) return error instanceof Error ? error.message : String(error);
  let text = `${fields.message} (SQLSTATE ${fields.code})`;
  const position = fields.position ? Number(fields.position) : NaN;
  if (Number.isFinite(position) && position > 0) {
    const line = sql.slice(0, position - 1).split('\n').length;
    text += ` at line ${line}`;
  }
  if (fields.detail) text += `\n  detail: ${fields.detail}`;
  if (fields.hint) text += `\n  hint: ${fields.hint}`;
  return text;
}
