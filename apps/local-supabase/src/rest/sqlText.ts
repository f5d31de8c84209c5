export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
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
