/**
 * Parses the PostgREST query language subset the stand-in supports: `select` column lists (names,
 * `*`, aliases, a fixed list of casts, embedded resources), filters (eq, neq, gt, gte, lt, lte,
 * like, ilike, match, imatch, is, in; `not.` prefix; `or`/`and` trees), `order`, `limit`, `offset` (also per
 * embedded resource: `notes.order=…`), `columns`, `on_conflict`. Anything else is a PGRST100 error.
 */
import { parseColumnName, QueryParseError, splitTopLevel, unquote } from "./postgrest-names";
import { embedPaths, parseSelect, type SelectItem } from "./postgrest-select";

export { QueryParseError, splitTopLevel } from "./postgrest-names";
export type { SelectItem } from "./postgrest-select";

/** `order`, `limit` and `offset` of an embedded resource, keyed by its path (`notes`, `notes.author`). */
export interface EmbedOptions {
  order?: OrderTerm[];
  limit?: number;
  offset?: number;
}

export const OPERATORS = [
  "eq",
  "neq",
  "gt",
  "gte",
  "lt",
  "lte",
  "like",
  "ilike",
  "match",
  "imatch",
  "is",
  "in",
] as const;
export type Operator = (typeof OPERATORS)[number];

export type Filter =
  | { kind: "condition"; column: string; operator: Operator; negated: boolean; value: string; list?: string[] }
  | { kind: "logic"; operator: "and" | "or"; negated: boolean; children: Filter[] };

export interface OrderTerm {
  column: string;
  direction?: "asc" | "desc";
  nulls?: "first" | "last";
}

export interface ParsedQuery {
  select: SelectItem[];
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  /** `columns` of an insert: which keys of the payload to use. */
  columns?: string[];
  onConflict?: string[];
  /** Per-embed options, keyed by the embed's path of names (aliases where given). */
  embedOptions: Map<string, EmbedOptions>;
}

const RESERVED = new Set(["select", "order", "limit", "offset", "columns", "on_conflict", "apikey"]);
const IS_VALUES = new Set(["null", "not_null", "true", "false", "unknown"]);

function parseOperation(column: string, expression: string, context: string): Filter {
  let rest = expression;
  let negated = false;
  if (rest.startsWith("not.")) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf(".");
  const operator = (dot < 0 ? rest : rest.slice(0, dot)) as Operator;
  const value = dot < 0 ? "" : rest.slice(dot + 1);
  if (!(OPERATORS as readonly string[]).includes(operator)) {
    throw new QueryParseError(
      `"failed to parse filter (${expression})" (line 1, column 1)`,
      `unknown or unsupported operator "${operator}" in ${context}; the local stand-in supports ${OPERATORS.join(", ")}`,
    );
  }
  if (dot < 0)
    throw new QueryParseError(`"failed to parse filter (${expression})" (line 1, column 1)`, "missing value");
  if (operator === "is" && !IS_VALUES.has(value.toLowerCase())) {
    throw new QueryParseError(
      `"failed to parse filter (${expression})" (line 1, column 1)`,
      `is expects null, not_null, true, false or unknown`,
    );
  }
  if (operator === "in") {
    if (!value.startsWith("(") || !value.endsWith(")")) {
      throw new QueryParseError(
        `"failed to parse filter (${expression})" (line 1, column 1)`,
        "in expects a list: in.(a,b)",
      );
    }
    const inner = value.slice(1, -1);
    const list = inner.trim() === "" ? [] : splitTopLevel(inner).map((v) => unquote(v.trim()));
    return { kind: "condition", column, operator, negated, value, list };
  }
  return { kind: "condition", column, operator, negated, value: unquote(value) };
}

function parseLogic(operator: "and" | "or", negated: boolean, raw: string): Filter {
  if (!raw.startsWith("(") || !raw.endsWith(")")) {
    throw new QueryParseError(
      `"failed to parse logic tree (${raw})" (line 1, column 1)`,
      "expected a parenthesised list",
    );
  }
  const children = splitTopLevel(raw.slice(1, -1)).map((part) => {
    const item = part.trim();
    const logic = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
    if (logic) return parseLogic(logic[2] as "and" | "or", Boolean(logic[1]), logic[3]!);
    const dot = item.indexOf(".");
    if (dot <= 0) throw new QueryParseError(`"failed to parse logic tree (${raw})" (line 1, column 1)`, `"${item}"`);
    return parseOperation(parseColumnName(item.slice(0, dot), "logic tree"), item.slice(dot + 1), "logic tree");
  });
  return { kind: "logic", operator, negated, children };
}

export function parseOrder(raw: string): OrderTerm[] {
  return splitTopLevel(raw).map((part) => {
    const segments = part.trim().split(".");
    const term: OrderTerm = { column: parseColumnName(segments[0] ?? "", "order parameter") };
    for (const modifier of segments.slice(1)) {
      if (modifier === "asc" || modifier === "desc") term.direction = modifier;
      else if (modifier === "nullsfirst") term.nulls = "first";
      else if (modifier === "nullslast") term.nulls = "last";
      else
        throw new QueryParseError(`"failed to parse order (${part})" (line 1, column 1)`, `unexpected "${modifier}"`);
    }
    return term;
  });
}

function parseCount(raw: string, name: string): number {
  if (!/^\d+$/.test(raw)) throw new QueryParseError(`failed to parse ${name} parameter (${raw})`);
  return Number(raw);
}

/** Parses the query string of a table request, and the optional `Range: a-b` header. */
export function parseQuery(params: URLSearchParams, range?: string): ParsedQuery {
  const query: ParsedQuery = {
    select: parseSelect(params.get("select")),
    filters: [],
    order: [],
    embedOptions: new Map(),
  };
  const embeds = embedPaths(query.select);
  for (const [key, value] of params) {
    if (RESERVED.has(key)) continue;
    const scoped = /^(.+)\.(order|limit|offset)$/.exec(key);
    if (scoped && embeds.has(scoped[1]!)) {
      const options = query.embedOptions.get(scoped[1]!) ?? {};
      if (scoped[2] === "order") options.order = parseOrder(value);
      else options[scoped[2] as "limit" | "offset"] = parseCount(value, key);
      query.embedOptions.set(scoped[1]!, options);
      continue;
    }
    const logic = /^(not\.)?(and|or)$/.exec(key);
    if (logic) query.filters.push(parseLogic(logic[2] as "and" | "or", Boolean(logic[1]), value));
    else query.filters.push(parseOperation(parseColumnName(key, "filter"), value, "filter"));
  }
  const order = params.get("order");
  if (order) query.order = parseOrder(order);
  const limit = params.get("limit");
  const offset = params.get("offset");
  if (limit !== null) query.limit = parseCount(limit, "limit");
  if (offset !== null) query.offset = parseCount(offset, "offset");
  const rangeMatch = range ? /^\s*(\d+)-(\d*)\s*$/.exec(range) : null;
  if (rangeMatch && limit === null && offset === null) {
    query.offset = Number(rangeMatch[1]);
    if (rangeMatch[2]) query.limit = Math.max(0, Number(rangeMatch[2]) - query.offset + 1);
  }
  const columns = params.get("columns");
  if (columns) query.columns = splitTopLevel(columns).map((c) => parseColumnName(c, "columns parameter"));
  const onConflict = params.get("on_conflict");
  if (onConflict) query.onConflict = splitTopLevel(onConflict).map((c) => parseColumnName(c, "on_conflict parameter"));
  return query;
}
