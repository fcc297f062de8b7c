/**
 * Turns a parsed PostgREST request into one SQL statement: identifiers quoted, every value a
 * parameter, results shaped into JSON by Postgres itself (json_agg), as PostgREST does.
 */
import type { ResolvedEmbed, ResolvedItem } from "./postgrest-embed";
import type { Filter, OrderTerm, ParsedQuery } from "./postgrest-query";

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export interface Statement {
  sql: string;
  params: unknown[];
}

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const COMPARATORS = {
  eq: "=",
  neq: "<>",
  gt: ">",
  gte: ">=",
  lt: "<",
  lte: "<=",
  like: "like",
  ilike: "ilike",
  match: "~",
  imatch: "~*",
} as const;
const IS_SQL: Record<string, string> = {
  null: "is null",
  not_null: "is not null",
  true: "is true",
  false: "is false",
  unknown: "is unknown",
};

function filterSql(filter: Filter, params: Params): string {
  let sql: string;
  if (filter.kind === "logic") {
    const parts = filter.children.map((child) => filterSql(child, params));
    sql = parts.length ? `(${parts.join(filter.operator === "and" ? " and " : " or ")})` : "true";
  } else {
    const column = quoteIdent(filter.column);
    if (filter.operator === "is") sql = `${column} ${IS_SQL[filter.value.toLowerCase()]}`;
    else if (filter.operator === "in") {
      const list = filter.list ?? [];
      sql = list.length ? `${column} in (${list.map((v) => params.add(v)).join(", ")})` : "false";
    } else {
      const value =
        filter.operator === "like" || filter.operator === "ilike" ? filter.value.replace(/\*/g, "%") : filter.value;
      sql = `${column} ${COMPARATORS[filter.operator]} ${params.add(value)}`;
    }
  }
  return filter.negated ? `not (${sql})` : sql;
}

function whereSql(filters: Filter[], params: Params): string {
  if (!filters.length) return "";
  return ` where ${filters.map((f) => filterSql(f, params)).join(" and ")}`;
}

function orderSql(order: OrderTerm[], source?: string): string {
  if (!order.length) return "";
  const terms = order.map((t) => {
    let term = source ? `${source}.${quoteIdent(t.column)}` : quoteIdent(t.column);
    if (t.direction) term += ` ${t.direction}`;
    if (t.nulls) term += ` nulls ${t.nulls}`;
    return term;
  });
  return ` order by ${terms.join(", ")}`;
}

/** Subquery aliases, unique within one statement. */
class Aliases {
  private n = 0;
  next(): [source: string, row: string] {
    this.n++;
    return [`pgrst_t${this.n}`, `pgrst_r${this.n}`];
  }
}

function selectList(items: ResolvedItem[], source: string, aliases: Aliases, params: Params): string {
  return items
    .map((item) => {
      if (item.star) return `${source}.*`;
      if ("embed" in item) return `${embedSql(item.embed, source, aliases, params)} as ${quoteIdent(item.embed.name)}`;
      const column = `${source}.${quoteIdent(item.column)}`;
      const expression = item.cast ? `${column}::${item.cast}` : column;
      return `${expression} as ${quoteIdent(item.alias ?? item.column)}`;
    })
    .join(", ");
}

/** A correlated subquery: a JSON array of related rows ("many") or one object or null ("one"). */
function embedSql(embed: ResolvedEmbed, parent: string, aliases: Aliases, params: Params): string {
  const [source, row] = aliases.next();
  const join = embed.on
    .map(({ related, current }) => `${source}.${quoteIdent(related)} = ${parent}.${quoteIdent(current)}`)
    .join(" and ");
  let inner = `select ${selectList(embed.select, source, aliases, params)} from ${embed.table} ${source} where ${join}`;
  if (embed.cardinality === "one") return `(select row_to_json(${row}) from (${inner} limit 1) ${row})`;
  const { order, limit, offset } = embed.options;
  inner += orderSql(order ?? [], source);
  if (limit !== undefined) inner += ` limit ${params.add(String(limit))}`;
  if (offset !== undefined) inner += ` offset ${params.add(String(offset))}`;
  return `(select coalesce(json_agg(${row}), '[]'::json) from (${inner}) ${row})`;
}

/** Wraps a row source as `{ body, first, n }`: the JSON array, its first element, the row count. */
function shape(source: string, select: ResolvedItem[], params: Params): string {
  const list = selectList(select, "pgrst_source", new Aliases(), params);
  return `select coalesce(json_agg(pgrst_row), '[]')::text as body, (json_agg(pgrst_row) -> 0)::text as first,
    count(pgrst_row)::int as n from (select ${list} from ${source} pgrst_source) pgrst_row`;
}

/** A read; `select` is the query's select with its embeds resolved (postgrest-embed.ts). */
export function readStatement(table: string, query: ParsedQuery, select: ResolvedItem[] = plain(query)): Statement {
  const params = new Params();
  let source = `${table}${whereSql(query.filters, params)}${orderSql(query.order)}`;
  if (query.limit !== undefined) source += ` limit ${params.add(String(query.limit))}`;
  if (query.offset !== undefined) source += ` offset ${params.add(String(query.offset))}`;
  return { sql: shape(`(select * from ${source})`, select, params), params: params.values };
}

/** A select without embeds is already resolved. */
function plain(query: ParsedQuery): ResolvedItem[] {
  if (query.select.some((item) => !item.star && "embed" in item)) throw new Error("embeds must be resolved first");
  return query.select as ResolvedItem[];
}

export function countStatement(table: string, query: ParsedQuery): Statement {
  const params = new Params();
  return {
    sql: `select count(*)::int as total from ${table}${whereSql(query.filters, params)}`,
    params: params.values,
  };
}

export interface InsertOptions {
  returning: boolean;
  /** Upsert: conflict target columns and whether to update (merge) or skip (ignore). */
  upsert?: { target: string[]; resolution: "merge" | "ignore" };
}

export function insertStatement(
  table: string,
  rows: Record<string, unknown>[],
  columns: string[],
  query: ParsedQuery,
  options: InsertOptions,
  select: ResolvedItem[] = plain(query),
): Statement {
  const params = new Params();
  const json = params.add(JSON.stringify(rows));
  const list = columns.map(quoteIdent).join(", ");
  let sql = columns.length
    ? `insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${json}::json)`
    : `insert into ${table} select from json_populate_recordset(null::${table}, ${json}::json)`;
  if (options.upsert) {
    const target = options.upsert.target.map(quoteIdent).join(", ");
    const updates = columns.filter((c) => !options.upsert!.target.includes(c));
    sql +=
      options.upsert.resolution === "ignore" || !updates.length
        ? ` on conflict (${target}) do nothing`
        : ` on conflict (${target}) do update set ${updates.map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`).join(", ")}`;
  }
  return finishMutation(sql, select, params, options.returning);
}

export function updateStatement(
  table: string,
  values: Record<string, unknown>,
  query: ParsedQuery,
  returning: boolean,
  select: ResolvedItem[] = plain(query),
): Statement {
  const params = new Params();
  const columns = Object.keys(values).map(quoteIdent);
  const json = params.add(JSON.stringify(values));
  const set = `(${columns.join(", ")}) = (select ${columns.join(", ")} from json_populate_record(null::${table}, ${json}::json))`;
  return finishMutation(`update ${table} set ${set}${whereSql(query.filters, params)}`, select, params, returning);
}

export function deleteStatement(
  table: string,
  query: ParsedQuery,
  returning: boolean,
  select: ResolvedItem[] = plain(query),
): Statement {
  const params = new Params();
  return finishMutation(`delete from ${table}${whereSql(query.filters, params)}`, select, params, returning);
}

function finishMutation(sql: string, select: ResolvedItem[], params: Params, returning: boolean): Statement {
  // No RETURNING at all without representation: RETURNING would also apply SELECT policies.
  if (!returning) return { sql, params: params.values };
  return {
    sql: `with pgrst_mutation as (${sql} returning *) ${shape("pgrst_mutation", select, params)}`,
    params: params.values,
  };
}
