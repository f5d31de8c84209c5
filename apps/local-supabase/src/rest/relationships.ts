import { PgrstError } from './restErrors.ts';
import type { ForeignKey, SchemaCache, TableInfo } from './schemaCache.ts';
import { qualifiedTable, quoteIdent, rowOf } from './sqlText.ts';

type Cardinality = 'many-to-one' | 'one-to-one' | 'one-to-many' | 'many-to-many';

/** How an embedded resource joins the row it is embedded in. */
export interface Relationship {
  target: TableInfo;
  cardinality: Cardinality;
  /** The join condition between the origin's and the target's aliases. */
  join(origin: string, target: string): string;
  /** What `!hint` names for it in PostgREST's PGRST201 hint: the constraint, or the junction table. */
  hintName: string;
  /** PostgREST's description, shown when a choice is ambiguous. */
  description: string;
  /** A computed relationship's rows: its function called with the origin's row, in place of the target table. */
  from?: (origin: string) => string;
}

/** A relationship as PostgREST's schema cache holds it, seen from the origin table. */
interface Candidate extends Relationship {
  /** The constraint, for direct relationships. */
  constraint: string | undefined;
  /** Column pairs (origin's, target's) of a direct relationship. */
  columns: [string, string][];
  junction: string | undefined;
  /** Origin and target are the same table: one foreign key gives a many-to-one and a one-to-many. */
  isSelf: boolean;
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

const pairs = (left: string[], right: string[]): [string, string][] =>
  left.map((column, i) => [column, right[i] ?? '']);

/** Every relationship of `origin`: its foreign keys (to-one), keys pointing at it (to-many), and junctions. */
function relationshipsOf(schema: SchemaCache, origin: TableInfo): Candidate[] {
  const found: Candidate[] = [];
  const keys = schema.foreignKeys();
  for (const fk of keys) {
    const isSelf = fk.table === fk.refTable;
    const referenced = schema.knownTable(fk.refTable);
    if (fk.table === origin.name && referenced) {
      found.push({
        target: referenced,
        cardinality: isUnique(origin, fk.columns) ? 'one-to-one' : 'many-to-one',
        join: (o, t) => equalities(t, fk.refColumns, o, fk.columns),
        hintName: fk.name,
        description: `${fk.name} using ${origin.name}${list(fk.columns)} and ${fk.refTable}${list(fk.refColumns)}`,
        constraint: fk.name,
        columns: pairs(fk.columns, fk.refColumns),
        junction: undefined,
        isSelf,
      });
    }
    const referencing = schema.knownTable(fk.table);
    if (fk.refTable === origin.name && referencing) {
      found.push({
        target: referencing,
        cardinality: isUnique(referencing, fk.columns) ? 'one-to-one' : 'one-to-many',
        join: (o, t) => equalities(t, fk.columns, o, fk.refColumns),
        hintName: fk.name,
        description: `${fk.name} using ${origin.name}${list(fk.refColumns)} and ${fk.table}${list(fk.columns)}`,
        constraint: fk.name,
        columns: pairs(fk.refColumns, fk.columns),
        junction: undefined,
        isSelf,
      });
    }
  }
  found.push(...junctionRelationships(schema, origin, keys));
  return found;
}

/**
 * Many-to-many through a junction table holding foreign keys to both sides that are part of its
 * primary key, the rule PostgREST detects them by.
 */
function junctionRelationships(
  schema: SchemaCache,
  origin: TableInfo,
  keys: readonly ForeignKey[],
): Candidate[] {
  const found: Candidate[] = [];
  const inPrimaryKey = (fk: ForeignKey) => {
    const junction = schema.knownTable(fk.table);
    return junction !== undefined && fk.columns.every((c) => junction.primaryKey.includes(c));
  };
  for (const toOrigin of keys) {
    if (toOrigin.refTable !== origin.name || !inPrimaryKey(toOrigin)) continue;
    if (toOrigin.table === origin.name) continue;
    for (const toTarget of keys) {
      if (toTarget === toOrigin || toTarget.table !== toOrigin.table) continue;
      const target = schema.knownTable(toTarget.refTable);
      if (!target || toTarget.refTable === toOrigin.table || !inPrimaryKey(toTarget)) continue;
      const junction = qualifiedTable({ schema: origin.schema, name: toOrigin.table });
      found.push({
        target,
        cardinality: 'many-to-many',
        join: (o, t) =>
          `exists (select 1 from ${junction} _j where ` +
          `${equalities('_j', toOrigin.columns, o, toOrigin.refColumns)} and ` +
          `${equalities('_j', toTarget.columns, t, toTarget.refColumns)})`,
        hintName: toOrigin.table,
        description: `${toOrigin.table} using ${toOrigin.name}${list(toOrigin.columns)} and ${toTarget.name}${list(toTarget.columns)}`,
        constraint: undefined,
        columns: [],
        junction: toOrigin.table,
        isSelf: false,
      });
    }
  }
  return found;
}

/**
 * PostgREST's rule for which relationships an embed `target!hint(...)` names. The target is a table, or
 * a foreign key's constraint or single column; the hint a constraint, a column of either side or a junction.
 * A self-referencing key names its one-to-many by the table and its many-to-one by the column.
 */
function matches(candidate: Candidate, target: string, hint: string | undefined): boolean {
  const [single] = candidate.columns.length === 1 ? candidate.columns : [];
  const toMany = candidate.cardinality === 'one-to-many';
  if (candidate.isSelf) {
    if (hint === undefined) {
      return (candidate.target.name === target && toMany) || (!toMany && single?.[0] === target);
    }
    return candidate.target.name === target && toMany && single?.[1] === hint;
  }
  if (hint === undefined) {
    return (
      candidate.target.name === target || candidate.constraint === target || single?.[0] === target
    );
  }
  return (
    candidate.target.name === target &&
    (candidate.constraint === hint ||
      single?.[0] === hint ||
      single?.[1] === hint ||
      candidate.junction === hint)
  );
}

/** Picks the one relationship an embed `target!hint(...)` means, with PostgREST's errors when there is none or several. */
export function resolveRelationship(
  schema: SchemaCache,
  origin: TableInfo,
  targetName: string,
  hint: string | undefined,
): Relationship {
  const computed = schema.computed(origin, targetName);
  const returned = computed?.returnTable ? schema.knownTable(computed.returnTable) : undefined;
  if (computed && returned && hint === undefined) {
    return {
      target: returned,
      cardinality: computed.returnsSet && !computed.rowsOne ? 'one-to-many' : 'many-to-one',
      join: () => 'true',
      hintName: computed.name,
      description: computed.name,
      from: (o) => `${qualifiedTable(computed)}(${rowOf(o, origin)})`,
    };
  }
  let candidates = relationshipsOf(schema, origin).filter((r) => matches(r, targetName, hint));
  // A column or constraint names the tables' own relationship: views passing the key through share those names.
  if (candidates.length > 1 && !schema.knownTable(targetName)) {
    const betweenTables = candidates.filter((r) => r.target.isTable);
    if (betweenTables.length > 0) candidates = betweenTables;
  }
  if (candidates.length === 1 && candidates[0]) return candidates[0];
  if (candidates.length === 0) {
    throw new PgrstError(
      400,
      'PGRST200',
      `Could not find a relationship between '${origin.name}' and '${targetName}' in the schema cache`,
      `Searched for a foreign key relationship between '${origin.name}' and '${targetName}'` +
        `${hint === undefined ? '' : ` using the hint '${hint}'`} in the schema '${origin.schema}', but no matches were found.`,
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
      candidates.map((r) => `'${targetName}!${r.hintName}'`).join(', ') +
      ". Find the desired relationship in the 'details' key.",
  );
}

export function isToOne(relationship: Relationship): boolean {
  return relationship.cardinality === 'many-to-one' || relationship.cardinality === 'one-to-one';
}
