import { PgrstError } from './restErrors.ts';
import type { ForeignKey, SchemaCache, TableInfo } from './schemaCache.ts';
import { quoteIdent } from './sqlText.ts';

type Cardinality = 'many-to-one' | 'one-to-one' | 'one-to-many' | 'many-to-many';

/** How an embedded resource joins the row it is embedded in. */
export interface Relationship {
  target: TableInfo;
  cardinality: Cardinality;
  /** The join condition between the origin's and the target's aliases. */
  join(origin: string, target: string): string;
  /** The names a `!hint` may use to pick this relationship. */
  hints: string[];
  /** PostgREST's description, shown when a choice is ambiguous. */
  description: string;
}

const list = (columns: string[]) => `(${columns.join(', ')})`;

function equalities(
  leftAlias: string,
  leftColumns: string[],
  rightAlias: string,
  rightColumns: string[],
): string {
  return leftColumns
    .map(
      (column, i) =>
        `${leftAlias}.${quoteIdent(column)} = ${rightAlias}.${quoteIdent(rightColumns[i] ?? '')}`,
    )
    .join(' and ');
}

function isUnique(table: TableInfo | undefined, columns: string[]): boolean {
  return (
    table?.uniqueKeys.some(
      (key) => key.length === columns.length && key.every((c) => columns.includes(c)),
    ) ?? false
  );
}

/** Foreign keys from `origin` to `target` (many-to-one) and from `target` to `origin` (one-to-many). */
function directRelationships(
  schema: SchemaCache,
  origin: TableInfo,
  target: TableInfo,
): Relationship[] {
  const found: Relationship[] = [];
  for (const fk of schema.foreignKeys()) {
    if (fk.table === origin.name && fk.refTable === target.name) {
      found.push({
        target,
        cardinality: isUnique(origin, fk.columns) ? 'one-to-one' : 'many-to-one',
        join: (o, t) => equalities(t, fk.refColumns, o, fk.columns),
        hints: [fk.name, ...fk.columns],
        description: `${fk.name} using ${origin.name}${list(fk.columns)} and ${target.name}${list(fk.refColumns)}`,
      });
    }
    if (fk.refTable === origin.name && fk.table === target.name) {
      found.push({
        target,
        cardinality: isUnique(target, fk.columns) ? 'one-to-one' : 'one-to-many',
        join: (o, t) => equalities(t, fk.columns, o, fk.refColumns),
        hints: [fk.name, ...fk.columns],
        description: `${fk.name} using ${target.name}${list(fk.columns)} and ${origin.name}${list(fk.refColumns)}`,
      });
    }
  }
  return found;
}

/**
 * Many-to-many through a junction table holding foreign keys to both sides that are part of its
 * primary key, the rule PostgREST detects them by.
 */
function junctionRelationships(
  schema: SchemaCache,
  origin: TableInfo,
  target: TableInfo,
): Relationship[] {
  const found: Relationship[] = [];
  const keys = schema.foreignKeys();
  const inPrimaryKey = (fk: ForeignKey) => {
    const junction = schema.knownTable(fk.table);
    return junction !== undefined && fk.columns.every((c) => junction.primaryKey.includes(c));
  };
  for (const toOrigin of keys) {
    if (toOrigin.refTable !== origin.name || !inPrimaryKey(toOrigin)) continue;
    if (toOrigin.table === origin.name || toOrigin.table === target.name) continue;
    for (const toTarget of keys) {
      if (toTarget === toOrigin || toTarget.table !== toOrigin.table) continue;
      if (toTarget.refTable !== target.name || !inPrimaryKey(toTarget)) continue;
      const junction = quoteIdent(toOrigin.table);
      found.push({
        target,
        cardinality: 'many-to-many',
        join: (o, t) =>
          `exists (select 1 from public.${junction} _j where ` +
          `${equalities('_j', toOrigin.columns, o, toOrigin.refColumns)} and ` +
          `${equalities('_j', toTarget.columns, t, toTarget.refColumns)})`,
        hints: [toOrigin.table],
        description: `${toOrigin.table} using ${toOrigin.name}${list(toOrigin.columns)} and ${toTarget.name}${list(toTarget.columns)}`,
      });
    }
  }
  return found;
}

/** Picks the one relationship an embed `target!hint(...)` means, with PostgREST's errors when there is none or several. */
export function resolveRelationship(
  schema: SchemaCache,
  origin: TableInfo,
  targetName: string,
  hint: string | undefined,
): Relationship {
  const target = schema.knownTable(targetName);
  const candidates = target
    ? [
        ...directRelationships(schema, origin, target),
        ...junctionRelationships(schema, origin, target),
      ].filter((r) => hint === undefined || r.hints.includes(hint))
    : [];
  if (candidates.length === 1 && candidates[0]) return candidates[0];
  if (candidates.length === 0) {
    throw new PgrstError(
      400,
      'PGRST200',
      `Could not find a relationship between '${origin.name}' and '${targetName}' in the schema cache`,
      `Searched for a foreign key relationship between '${origin.name}' and '${targetName}'` +
        `${hint === undefined ? '' : `' using the hint '${hint}`}' in the schema 'public', but no matches were found.`,
    );
  }
  throw new PgrstError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${origin.name}' and '${targetName}'`,
    candidates.map((r) => ({
      cardinality: r.cardinality,
      embedding: `${origin.name} with ${targetName}`,
      relationship: r.description,
    })),
    `Try changing '${targetName}' to one of the following: ` +
      candidates.map((r) => `'${targetName}!${r.hints[0] ?? ''}'`).join(', ') +
      ". Find the desired relationship in the 'details' key.",
  );
}

export function isToOne(relationship: Relationship): boolean {
  return relationship.cardinality === 'many-to-one' || relationship.cardinality === 'one-to-one';
}
