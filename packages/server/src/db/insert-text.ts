/**
 * Inserts rendered as SQL text with their values inlined, without Drizzle's query builder: what
 * Drizzle's `insert(...).values(...)` with `inlineParams()` would send, for statements that go
 * inside a PL/pgSQL block (ordering/finish.ts), which takes no parameters.
 *
 * Built per request through the query builder, a guest's order (some sixty columns, its details
 * with their item snapshots) cost more Node CPU than the rest of the placement's own code (issue
 * 9, docs/decisions.md "Placement: the block's text without the query builder"). Here each table's
 * column list is rendered once, and each value goes through its column's own `mapToDriverValue`
 * (numeric as text, jsonb as its JSON, timestamps as ISO text), then Drizzle's literal rules:
 * `null`, numbers and booleans as they print, anything else quoted with `'` doubled (PostgreSQL's
 * `standard_conforming_strings`, on by default, leaves `\` alone), an object as its JSON. A value
 * left `undefined` is the column's `default`. No column of the schema has a `$defaultFn` or
 * `$onUpdate` (a test checks the rendering against Drizzle's).
 */
import { getTableColumns, getTableName, is, SQL, type Column, type Table } from 'drizzle-orm';

interface TableShape {
  head: string;
  columns: [key: string, column: Column][];
}

const shapes = new WeakMap<Table, TableShape>();

const quoteName = (name: string) => `"${name.replace(/"/g, '""')}"`;

function shapeOf(table: Table): TableShape {
  let shape = shapes.get(table);
  if (!shape) {
    const columns = Object.entries(getTableColumns(table));
    for (const [key, column] of columns) {
      const { defaultFn, onUpdateFn } = column as Column & {
        defaultFn?: unknown;
        onUpdateFn?: unknown;
      };
      if (defaultFn || onUpdateFn) {
        throw new Error(`insertText: ${getTableName(table)}.${key} has a default function`);
      }
    }
    shape = {
      head: `insert into ${quoteName(getTableName(table))} (${columns.map(([, c]) => quoteName(c.name)).join(', ')})`,
      columns,
    };
    shapes.set(table, shape);
  }
  return shape;
}

/** A text as an SQL string literal. A NUL character cannot be sent: the server refuses it earlier. */
export function quoteText(text: string): string {
  if (text.includes('\u0000')) throw new Error('insertText: a NUL character in a value');
  return `'${text.replace(/'/g, "''")}'`;
}

/** A driver value as Drizzle inlines it (`SQL.mapInlineParam`). */
function inline(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return quoteText(value);
  if (typeof value === 'object') {
    const text = String(value);
    return quoteText(text === '[object Object]' ? JSON.stringify(value) : text);
  }
  throw new Error(`insertText: unexpected value ${String(value)}`);
}

/** One column's value: `default` when left out, else its driver value inlined. */
function valueText(column: Column, value: unknown): string {
  if (value === undefined) return 'default';
  if (value === null) return 'null';
  if (is(value, SQL)) throw new Error('insertText: an SQL value');
  return inline(column.mapToDriverValue(value));
}

/** `insert into "table" (all columns) [overriding system value] values (…), (…)` as text. */
export function insertText<T extends Table>(
  table: T,
  rows: readonly T['$inferInsert'][],
  options: { overridingSystemValue?: boolean } = {},
): string {
  if (rows.length === 0) throw new Error('insertText: no rows');
  const { head, columns } = shapeOf(table);
  const values = rows.map((row) => {
    const record = row as Record<string, unknown>;
    return `(${columns.map(([key, column]) => valueText(column, record[key])).join(', ')})`;
  });
  return `${head}${options.overridingSystemValue ? ' overriding system value' : ''} values ${values.join(', ')}`;
}
