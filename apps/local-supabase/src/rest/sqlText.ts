import type { TableInfo } from './schemaCache.ts';

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function qualifiedTable(table: Pick<TableInfo, 'schema' | 'name'>): string {
  return `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`;
}

/** A row of `source` as `table`'s row type, what a computed field or relationship takes. */
export function rowOf(source: string, table: Pick<TableInfo, 'schema' | 'name'>): string {
  return `row(${source}.*)::${qualifiedTable(table)}`;
}

/** A string literal for text that cannot be a parameter (JSON path keys, which decide the operator). */
export function quoteLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/** Collects positional parameters while SQL text is assembled. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
