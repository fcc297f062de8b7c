/**
 * Embedded resources: finds the foreign key that relates two tables, as PostgREST's schema cache
 * does, so `select=*,notes(*)` reads a one-to-many array and `select=*,author:profiles(name)` a
 * many-to-one object. Only tables of `public` are related (PostgREST also follows views; the
 * stand-in does not). Each embed runs as a subquery under the caller's role, so RLS applies to it.
 */
import type { Tx } from "./db";
import { RestError } from "./postgrest-errors";
import type { EmbedOptions } from "./postgrest-query";
import type { SelectItem } from "./postgrest-select";

export type ResolvedItem =
  | { star: true }
  | { star: false; column: string; alias?: string; cast?: string }
  | { star: false; embed: ResolvedEmbed; alias?: string };

export interface ResolvedEmbed {
  /** The related table, schema-qualified and quoted. */
  table: string;
  name: string;
  /** "many": the related table points at this one (an array); "one": this one points at it. */
  cardinality: "one" | "many";
  /** Column pairs of the join: the related table's column, and this table's. */
  on: Array<{ related: string; current: string }>;
  select: ResolvedItem[];
  options: EmbedOptions;
}

interface ForeignKey {
  name: string;
  outgoing: boolean;
  child_columns: string[];
  parent_columns: string[];
}

const qualified = (table: string) => `"public"."${table.replace(/"/g, '""')}"`;

async function relationKind(tx: Tx, table: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ relkind: string }>(
    "select c.relkind::text as relkind from pg_class c where c.oid = to_regclass($1)",
    [qualified(table)],
  );
  return rows[0]?.relkind;
}

function noRelationship(from: string, to: string, detail?: string): RestError {
  return new RestError(
    400,
    "PGRST200",
    `Could not find a relationship between '${from}' and '${to}' in the schema cache`,
    detail ??
      `Searched for a foreign key relationship between '${from}' and '${to}' in the schema 'public', but no matches were found.`,
  );
}

async function foreignKeys(tx: Tx, from: string, to: string): Promise<ForeignKey[]> {
  const columns = (side: "conkey" | "confkey", rel: "conrelid" | "confrelid") =>
    `(select array_agg(a.attname::text order by k.i) from unnest(c.${side}) with ordinality k(n, i)
       join pg_attribute a on a.attrelid = c.${rel} and a.attnum = k.n)`;
  const { rows } = await tx.query<ForeignKey>(
    `select c.conname::text as name, c.conrelid = $1::regclass as outgoing,
            ${columns("conkey", "conrelid")} as child_columns, ${columns("confkey", "confrelid")} as parent_columns
     from pg_constraint c
     where c.contype = 'f'
       and ((c.conrelid = $1::regclass and c.confrelid = $2::regclass)
         or (c.conrelid = $2::regclass and c.confrelid = $1::regclass))
     order by c.conname`,
    [qualified(from), qualified(to)],
  );
  return rows;
}

async function resolveEmbed(
  tx: Tx,
  from: string,
  item: Extract<SelectItem, { embed: unknown }>,
  options: Map<string, EmbedOptions>,
  path: string,
): Promise<ResolvedEmbed> {
  const { table, hint } = item.embed;
  const kinds = await Promise.all([relationKind(tx, from), relationKind(tx, table)]);
  if (kinds[1] === undefined) throw noRelationship(from, table);
  if (kinds.some((kind) => kind !== "r" && kind !== "p")) {
    throw noRelationship(from, table, "The local stand-in embeds only between tables, not views.");
  }
  const candidates = (await foreignKeys(tx, from, table)).filter(
    (key) => hint === undefined || key.name === hint || key.child_columns.includes(hint),
  );
  if (candidates.length === 0) throw noRelationship(from, table);
  if (candidates.length > 1) {
    throw new RestError(
      300,
      "PGRST201",
      `Could not embed because more than one relationship was found for '${from}' and '${table}'`,
      candidates.map((key) => key.name).join(", "),
      `Try changing '${table}' to one of: ${candidates.map((key) => `'${table}!${key.name}'`).join(", ")}.`,
    );
  }
  const key = candidates[0]!;
  const pairs = key.child_columns.map((child, i) => ({ child, parent: key.parent_columns[i]! }));
  return {
    table: qualified(table),
    name: item.alias ?? table,
    cardinality: key.outgoing ? "one" : "many",
    on: pairs.map(({ child, parent }) =>
      key.outgoing ? { related: parent, current: child } : { related: child, current: parent },
    ),
    select: await resolveSelect(tx, table, item.embed.select, options, `${path}.`),
    options: options.get(path) ?? {},
  };
}

/** The select list with every embed tied to its foreign key (or a PGRST200/PGRST201 error). */
export async function resolveSelect(
  tx: Tx,
  table: string,
  select: SelectItem[],
  options: Map<string, EmbedOptions>,
  prefix = "",
): Promise<ResolvedItem[]> {
  const resolved: ResolvedItem[] = [];
  for (const item of select) {
    if (item.star || !("embed" in item)) resolved.push(item);
    else {
      const path = `${prefix}${item.alias ?? item.embed.table}`;
      resolved.push({ star: false, alias: item.alias, embed: await resolveEmbed(tx, table, item, options, path) });
    }
  }
  return resolved;
}

/** Whether a select asks for any embedded resource (the common case needs no catalogue lookup). */
export function hasEmbeds(select: SelectItem[]): boolean {
  return select.some((item) => !item.star && "embed" in item);
}
