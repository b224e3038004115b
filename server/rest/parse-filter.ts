import { parseField, type Field } from './field.ts';
import { badQuery } from './rest-error.ts';
import { splitTopLevel, unquote } from './sql-text.ts';

export const OPERATORS = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  is: 'is',
  isdistinct: 'is distinct from',
  in: 'in',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
} as const;

export type Operator = keyof typeof OPERATORS;

const QUANTIFIABLE = new Set<Operator>([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
]);
const FULL_TEXT = new Set<Operator>(['fts', 'plfts', 'phfts', 'wfts']);

export interface Condition {
  kind: 'condition';
  field: Field;
  negate: boolean;
  op: Operator;
  /** `any`/`all` for quantified comparisons (`eq(any).{a,b}`). */
  quantifier: 'any' | 'all' | null;
  /** Text search configuration (`fts(english).word`). */
  config: string | null;
  /** The text after the operator; for `in`, the list items. */
  value: string | string[];
}

export interface LogicTree {
  kind: 'tree';
  op: 'and' | 'or';
  negate: boolean;
  children: Filter[];
}

export type Filter = Condition | LogicTree;

/** Nesting deeper than this in `or=`/`and=` is refused with a 400 rather than recursed into. */
export const MAX_LOGIC_DEPTH = 10;
/** Items in one `in.(…)` list. */
export const MAX_IN_ITEMS = 10_000;
/** Characters in one `match`/`imatch` pattern (all of them, for `match(any).{…}`). */
export const MAX_PATTERN_LENGTH = 100;
/** The product of the counts of `{m,n}` repetitions in one pattern (each copies the pattern part). */
export const MAX_PATTERN_REPETITION = 100;

/**
 * Regular expressions are the one filter whose cost grows without bound in the pattern: back
 * references make Postgres backtrack (`^(.*)(.*)\2\1$` takes minutes on a page of text) and
 * nested counted repetitions multiply the automaton. PGlite cannot cancel a running statement, so
 * these are refused before any SQL runs, for every caller; what is left matches in linear time.
 */
export function checkPattern(pattern: string): void {
  const refuse = (why: string) => badQuery('regular expression refused', why);
  if (pattern.length > MAX_PATTERN_LENGTH)
    throw refuse(`a pattern may have at most ${MAX_PATTERN_LENGTH} characters`);
  if (/\\[1-9]/.test(pattern.replace(/\\\\/g, '')))
    throw refuse('back references (\\1 … \\9) are not supported');
  let product = 1;
  for (const [, low = '', high] of pattern.matchAll(/\{\s*(\d+)\s*(?:,\s*(\d*)\s*)?\}/g)) {
    product *= Math.max(1, Number(high === undefined || high === '' ? low : high) || 1);
    if (product > MAX_PATTERN_REPETITION) {
      throw refuse(
        `counted repetitions {m,n} may multiply to at most ${MAX_PATTERN_REPETITION} copies`,
      );
    }
  }
}

/** A query-string filter: `column=[not.]op[(modifier)].value`. */
export function parseCondition(key: string, expression: string, inTree = false): Condition {
  const field = parseField(key, 'filter');
  let rest = expression;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const match = /^([a-z]+)(?:\(([^)]*)\))?\.([\s\S]*)$/.exec(rest);
  if (!match)
    throw badQuery('failed to parse filter', `"${key}=${expression}" is not "operator.value"`);
  const [, opText = '', modifier, valueText = ''] = match;
  if (!Object.hasOwn(OPERATORS, opText))
    throw badQuery(
      'failed to parse filter',
      `unknown operator "${opText}" in "${key}=${expression}"`,
    );
  const op = opText as Operator;
  let quantifier: Condition['quantifier'] = null;
  let config: string | null = null;
  if (modifier !== undefined) {
    if (FULL_TEXT.has(op) && /^[a-z_][a-z0-9_]*$/i.test(modifier)) config = modifier;
    else if (QUANTIFIABLE.has(op) && (modifier === 'any' || modifier === 'all'))
      quantifier = modifier;
    else
      throw badQuery(
        'failed to parse filter',
        `invalid modifier "(${modifier})" for operator "${op}"`,
      );
  }
  let value: string | string[] = inTree ? unquote(valueText) : valueText;
  if (op === 'in') value = parseList(valueText);
  if (op === 'match' || op === 'imatch')
    checkPattern(Array.isArray(value) ? value.join(',') : value);
  if (op === 'is' && !/^(null|not_null|true|false|unknown)$/i.test(String(value))) {
    throw badQuery(
      'failed to parse filter',
      `"is" accepts null, not_null, true, false or unknown, not "${String(value)}"`,
    );
  }
  return { kind: 'condition', field, negate, op, quantifier, config, value };
}

/** `(a,b,"c,d")` → `['a', 'b', 'c,d']`. */
export function parseList(text: string): string[] {
  if (!text.startsWith('(') || !text.endsWith(')')) {
    throw badQuery(
      'failed to parse filter',
      `"in" expects a list in parentheses, got "${text.slice(0, 40)}"`,
    );
  }
  const inner = text.slice(1, -1);
  if (inner.trim() === '') return [];
  const items = splitTopLevel(inner, 'the list');
  if (items.length > MAX_IN_ITEMS)
    throw badQuery('failed to parse filter', `"in" accepts at most ${MAX_IN_ITEMS} items`);
  return items.map((item) => unquote(item.trim()));
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))`, key being `or`, `and`, `not.or` or `not.and`. */
export function parseLogicParam(key: string, expression: string): LogicTree {
  const negate = key.startsWith('not.');
  const op = (negate ? key.slice(4) : key) as 'and' | 'or';
  return parseTree(op, negate, expression, 1);
}

function parseTree(
  op: 'and' | 'or',
  negate: boolean,
  expression: string,
  depth: number,
): LogicTree {
  if (depth > MAX_LOGIC_DEPTH) {
    throw badQuery(
      'failed to parse logic tree',
      `"and"/"or" may be nested at most ${MAX_LOGIC_DEPTH} levels deep`,
    );
  }
  if (!expression.startsWith('(') || !expression.endsWith(')')) {
    throw badQuery(
      'failed to parse logic tree',
      `expected "(…)" after "${op}", got "${expression.slice(0, 40)}"`,
    );
  }
  const children = splitTopLevel(expression.slice(1, -1), 'the logic tree').map((item): Filter => {
    const nested = /^(not\.)?(and|or)(\([\s\S]*\))$/.exec(item);
    if (nested)
      return parseTree(
        nested[2] as 'and' | 'or',
        nested[1] !== undefined,
        nested[3] ?? '',
        depth + 1,
      );
    const dot = item.indexOf('.');
    if (dot <= 0)
      throw badQuery(
        'failed to parse logic tree',
        `"${item.slice(0, 60)}" is not "column.operator.value"`,
      );
    return parseCondition(item.slice(0, dot), item.slice(dot + 1), true);
  });
  if (children.length === 0) throw badQuery('failed to parse logic tree', 'empty logic tree');
  return { kind: 'tree', op, negate, children };
}

/** Every column a filter refers to (for the catalogue check). */
export function filterFields(filter: Filter): Field[] {
  return filter.kind === 'condition' ? [filter.field] : filter.children.flatMap(filterFields);
}
