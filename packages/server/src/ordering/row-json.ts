/**
 * A row to insert as JSON keyed by column name, for `jsonb_populate_record` in the placement's
 * function (drizzle/0019_placement_function.sql, ordering/finish.ts): every column of the table
 * with the value PostgreSQL would store from Drizzle's insert of the same row.
 *
 * Each value goes through its column's own `mapToDriverValue` (numeric as text, timestamps as ISO
 * text), so PostgreSQL reads it with the column type's input function, as it reads the literals
 * Drizzle inlines; a `json`/`jsonb` column's value is the JSON value itself (Drizzle's driver value
 * is its JSON text). A value left `undefined` is the column's constant default (`.default(x)`), or
 * null for a column without one. A column whose default is the database's (a sequence, `now()`)
 * must be set, or be one that the function fills (`filled`): anything else throws, so that a
 * column added with such a default fails the tests instead of being stored as null.
 */
import { getTableColumns, getTableName, is, SQL, type Column, type Table } from 'drizzle-orm';

type Shape = [key: string, column: Column, json: boolean][];

const shapes = new WeakMap<Table, Shape>();

function shapeOf(table: Table): Shape {
  let shape = shapes.get(table);
  if (!shape) {
    shape = Object.entries(getTableColumns(table)).map(([key, column]) => {
      const { defaultFn, onUpdateFn } = column as Column & {
        defaultFn?: unknown;
        onUpdateFn?: unknown;
      };
      if (defaultFn || onUpdateFn) {
        throw new Error(`rowJson: ${getTableName(table)}.${key} has a default function`);
      }
      return [key, column, column.getSQLType().startsWith('json')];
    });
    shapes.set(table, shape);
  }
  return shape;
}

/** A driver value as JSON: numbers, booleans and strings as they are, anything else as text. */
function driverJson(value: unknown): unknown {
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') {
    return value;
  }
  const text = String(value);
  return text === '[object Object]' ? JSON.stringify(value) : text;
}

/**
 * `row` as JSON keyed by column name (see the module notes). `filled`: the database column names
 * the caller's SQL fills when they are left out.
 */
export function rowJson<T extends Table>(
  table: T,
  row: T['$inferInsert'],
  filled: readonly string[] = [],
): Record<string, unknown> {
  const record = row as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, column, json] of shapeOf(table)) {
    let value = record[key];
    if (value === undefined) {
      if (filled.includes(column.name)) continue;
      if (column.hasDefault) {
        if (column.default === undefined || is(column.default, SQL)) {
          throw new Error(
            `rowJson: ${getTableName(table)}.${column.name} has a database default; set it`,
          );
        }
        value = column.default;
      } else {
        value = null;
      }
    }
    if (value === null) out[column.name] = null;
    else if (is(value, SQL)) throw new Error('rowJson: an SQL value');
    else out[column.name] = json ? value : driverJson(column.mapToDriverValue(value));
  }
  return out;
}
