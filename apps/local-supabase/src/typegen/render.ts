import { format } from 'prettier';
import type {
  DatabaseFunction,
  ForeignKey,
  Introspection,
  Relation,
  RelationColumn,
} from './introspect.ts';

/*
 * Prints the TypeScript `supabase gen types typescript --schema public` prints (postgres-meta's TypeScript
 * template, docs/local-backend.md#database-types), so the committed file is the one a hosted project regenerates:
 * members sorted by name, one-to-one detection on, formatted by prettier without semicolons. What this schema does
 * not use and the CLI prints in ways of its own (functions returning rows, overloads, unnamed arguments) is refused
 * with an error instead of printed differently.
 */

const numberTypes = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric']);
const stringTypes = new Set([
  'bytea',
  'bpchar',
  'varchar',
  'date',
  'text',
  'citext',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'uuid',
  'vector',
  'interval',
]);

const q = (text: string) => JSON.stringify(text);

export class UnsupportedSchemaError extends Error {
  override readonly name = 'UnsupportedSchemaError';
}

function tsType(db: Introspection, schema: string, pgType: string): string {
  if (pgType === 'bool') return 'boolean';
  if (numberTypes.has(pgType)) return 'number';
  if (stringTypes.has(pgType)) return 'string';
  if (pgType === 'json' || pgType === 'jsonb') return 'Json';
  if (pgType === 'void') return 'undefined';
  if (pgType === 'record') return 'Record<string, unknown>';
  if (pgType.startsWith('_')) return `(${tsType(db, schema, pgType.slice(1))})[]`;
  const named = <T extends { schema: string; name: string }>(list: T[]) =>
    list.find((t) => t.name === pgType && t.schema === schema) ??
    list.find((t) => t.name === pgType);
  const generated = (s: string) => db.schemas.includes(s);
  const enumType = named(db.types.filter((t) => t.enumLabels.length > 0));
  if (enumType) {
    return generated(enumType.schema)
      ? `Database[${q(enumType.schema)}]['Enums'][${q(enumType.name)}]`
      : enumType.enumLabels.map(q).join('|');
  }
  const composite = named(db.types.filter((t) => t.attributes.length > 0));
  if (composite) {
    return generated(composite.schema)
      ? `Database[${q(composite.schema)}]['CompositeTypes'][${q(composite.name)}]`
      : 'unknown';
  }
  for (const kind of ['table', 'view'] as const) {
    const relation = named(db.relations.filter((r) => r.kind === kind));
    if (relation) {
      const group = kind === 'table' ? 'Tables' : 'Views';
      return generated(relation.schema)
        ? `Database[${q(relation.schema)}]['${group}'][${q(relation.name)}]['Row']`
        : 'unknown';
    }
  }
  return 'unknown';
}

function nullable(type: string, isNullable: boolean): string {
  return type === 'unknown' || type === 'any' || !isNullable ? type : `${type} | null`;
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);

function member(
  db: Introspection,
  schema: string,
  column: RelationColumn,
  optional: boolean,
  isNullable: boolean,
) {
  return `${q(column.name)}${optional ? '?' : ''}: ${nullable(tsType(db, schema, column.format), isNullable)}`;
}

function relationship(key: ForeignKey): string {
  return `{
    foreignKeyName: ${q(key.name)}
    columns: ${JSON.stringify(key.columns)}
    isOneToOne: ${key.isOneToOne}
    referencedRelation: ${q(key.referencedRelation)}
    referencedColumns: ${JSON.stringify(key.referencedColumns)}
  }`;
}

function relationshipsOf(db: Introspection, relation: Relation): string {
  const keys = db.foreignKeys
    .filter((k) => k.schema === relation.schema && k.relation === relation.name)
    .filter((k) => k.referencedSchema === relation.schema)
    .sort(
      (a, b) =>
        a.name.localeCompare(b.name) ||
        a.referencedRelation.localeCompare(b.referencedRelation) ||
        JSON.stringify(a.referencedColumns).localeCompare(JSON.stringify(b.referencedColumns)),
    );
  return `Relationships: [${keys.map(relationship).join(',\n')}]`;
}

function table(db: Introspection, relation: Relation): string {
  const columns = [...relation.columns].sort(byName);
  const writable = (column: RelationColumn, optional: boolean) =>
    column.identityGeneration === 'ALWAYS'
      ? `${q(column.name)}?: never`
      : member(db, relation.schema, column, optional, column.isNullable);
  return `${q(relation.name)}: {
    Row: {
${columns.map((c) => member(db, relation.schema, c, false, c.isNullable)).join('\n')}
}
    Insert: {
${columns.map((c) => writable(c, c.isNullable || c.identityGeneration !== null || c.hasDefault)).join('\n')}
}
    Update: {
${columns.map((c) => writable(c, true)).join('\n')}
}
    ${relationshipsOf(db, relation)}
  }`;
}

function view(db: Introspection, relation: Relation): string {
  const columns = [...relation.columns].sort(byName);
  const writable = (column: RelationColumn) =>
    column.isUpdatable
      ? member(db, relation.schema, column, true, true)
      : `${q(column.name)}?: never`;
  const writes = relation.isUpdatable
    ? `Insert: {
${columns.map(writable).join('\n')}
}
       Update: {
${columns.map(writable).join('\n')}
}
`
    : '';
  return `${q(relation.name)}: {
    Row: {
${columns.map((c) => member(db, relation.schema, c, false, c.isNullable)).join('\n')}
}
    ${writes}${relationshipsOf(db, relation)}
  }`;
}

function fn(db: Introspection, func: DatabaseFunction): string {
  const where = `${func.schema}.${func.name}`;
  if (func.returnsRelation) {
    throw new UnsupportedSchemaError(
      `${where} returns rows of a relation, which this generator does not print.`,
    );
  }
  const inArgs = func.args
    .filter((a) => a.mode === 'in' || a.mode === 'inout' || a.mode === 'variadic')
    .sort(byName);
  if (inArgs.some((a) => a.name === '')) {
    throw new UnsupportedSchemaError(
      `${where} has an unnamed argument, which this generator does not print.`,
    );
  }
  const args =
    inArgs.length === 0
      ? 'never'
      : `{ ${inArgs.map((a) => `${q(a.name)}${a.hasDefault ? '?' : ''}: ${tsType(db, func.schema, a.type)}`).join(', ')} }`;
  const tableArgs = func.args.filter((a) => a.mode === 'table').sort(byName);
  const returns =
    tableArgs.length > 0
      ? `{
${tableArgs.map((a) => `${q(a.name)}: ${tsType(db, func.schema, a.type)}`).join(', ')} }`
      : tsType(db, func.schema, func.returnType);
  return `${q(func.name)}: { Args: ${args}; Returns: ${returns}${func.returnsSet ? '[]' : ''} }`;
}

function functions(db: Introspection, schema: string): string {
  const list = db.functions.filter((f) => f.schema === schema).sort(byName);
  const overloaded = list.find((f, i) => list[i + 1]?.name === f.name);
  if (overloaded) {
    throw new UnsupportedSchemaError(
      `${schema}.${overloaded.name} is overloaded, which this generator does not print.`,
    );
  }
  return list.map((f) => fn(db, f)).join('\n');
}

const never = '[_ in never]: never';
const orNever = (items: string[]) => (items.length === 0 ? never : items.join('\n'));

function schemaBlock(db: Introspection, schema: string): string {
  const relations = db.relations.filter((r) => r.schema === schema).sort(byName);
  const enums = db.types.filter((t) => t.schema === schema && t.enumLabels.length > 0).sort(byName);
  const composites = db.types
    .filter((t) => t.schema === schema && t.attributes.length > 0)
    .sort(byName);
  return `${q(schema)}: {
    Tables: {
${orNever(relations.filter((r) => r.kind === 'table').map((r) => table(db, r)))}
}
    Views: {
${orNever(relations.filter((r) => r.kind === 'view').map((r) => view(db, r)))}
}
    Functions: {
${functions(db, schema) || never}
}
    Enums: {
${orNever(enums.map((e) => `${q(e.name)}: ${e.enumLabels.map(q).join('|')}`))}
}
    CompositeTypes: {
${orNever(
  composites.map(
    (c) =>
      `${q(c.name)}: {
${c.attributes.map((a) => `${q(a.name)}: ${nullable(tsType(db, schema, a.type), true)}`).join('\n')} }`,
  ),
)} }
  }`;
}

/** The helpers every generated file ends with: row, insert and update types by name, enums and composite types. */
const helpers = `
type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
  ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
      Row: infer R
    }
    ? R
    : never
  : never

${(['Insert', 'Update'] as const)
  .map(
    (kind) => `export type Tables${kind}<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      ${kind}: infer ${kind[0]}
    }
    ? ${kind[0]}
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
  ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
      ${kind}: infer ${kind[0]}
    }
    ? ${kind[0]}
    : never
  : never`,
  )
  .join('\n\n')}

${(
  [
    ['Enums', 'DefaultSchemaEnumNameOrOptions', 'EnumName'],
    ['CompositeTypes', 'PublicCompositeTypeNameOrOptions', 'CompositeTypeName'],
  ] as const
)
  .map(
    ([group, options, name]) => `export type ${group}<
  ${options} extends
    | keyof DefaultSchema["${group}"]
    | { schema: keyof DatabaseWithoutInternals },
  ${name} extends ${options} extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[${options}["schema"]]["${group}"]
    : never = never
> = ${options} extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[${options}["schema"]]["${group}"][${name}]
  : ${options} extends keyof DefaultSchema["${group}"]
  ? DefaultSchema["${group}"][${options}]
  : never`,
  )
  .join('\n\n')}
`;

function constants(db: Introspection): string {
  return `export const Constants = {
    ${db.schemas
      .map((schema) => {
        const enums = db.types
          .filter((t) => t.schema === schema && t.enumLabels.length > 0)
          .sort(byName);
        return `${q(schema)}: {
 Enums: {
${enums.map((e) => `${q(e.name)}: [${e.enumLabels.map(q).join(', ')}]`).join(',\n')}
}
}`;
      })
      .join(',\n')}
  } as const`;
}

/** The generated file's text. */
export async function renderTypes(db: Introspection): Promise<string> {
  const text = `
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  ${db.schemas.map((schema) => schemaBlock(db, schema)).join('\n')}
}
${helpers}
${constants(db)}
`;
  // The CLI's own formatting, not this repository's prettier config.
  return format(text, { parser: 'typescript', semi: false });
}
