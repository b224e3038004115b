import { renderField } from './field.ts';
import { OPERATORS, type Condition, type Filter } from './parse-filter.ts';
import type { SqlParams } from './sql-text.ts';

/** The SQL condition for a filter; every value is a bound parameter. */
export function renderFilter(filter: Filter, qualifier: string, params: SqlParams): string {
  if (filter.kind === 'tree') {
    const joined = filter.children
      .map((child) => renderFilter(child, qualifier, params))
      .join(` ${filter.op} `);
    return filter.negate ? `not (${joined})` : `(${joined})`;
  }
  const sql = renderCondition(filter, renderField(filter.field, qualifier, params), params);
  return filter.negate ? `not (${sql})` : sql;
}

/** `and`-joined filters, or `true` when there are none. */
export function renderWhere(filters: Filter[], qualifier: string, params: SqlParams): string {
  if (filters.length === 0) return 'true';
  return filters.map((f) => renderFilter(f, qualifier, params)).join(' and ');
}

function renderCondition(c: Condition, field: string, params: SqlParams): string {
  const value = c.value;
  switch (c.op) {
    case 'in':
      return `${field} = any(${params.add(value)})`;
    case 'is': {
      const word = String(value).toLowerCase();
      return word === 'not_null' ? `${field} is not null` : `${field} is ${word}`;
    }
    case 'fts':
    case 'plfts':
    case 'phfts':
    case 'wfts': {
      const fn = OPERATORS[c.op];
      const query = c.config
        ? `${fn}(${params.add(c.config)}::regconfig, ${params.add(value)})`
        : `${fn}(${params.add(value)})`;
      return `${field} @@ ${query}`;
    }
    case 'like':
    case 'ilike': {
      const pattern = Array.isArray(value) ? value : String(value).replace(/\*/g, '%');
      return quantified(field, OPERATORS[c.op], c.quantifier, params.add(pattern));
    }
    default:
      return quantified(field, OPERATORS[c.op], c.quantifier, params.add(value));
  }
}

function quantified(
  field: string,
  operator: string,
  quantifier: Condition['quantifier'],
  placeholder: string,
): string {
  return quantifier
    ? `${field} ${operator} ${quantifier}(${placeholder})`
    : `${field} ${operator} ${placeholder}`;
}
