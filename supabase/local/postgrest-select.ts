/**
 * The `select` parameter: column names, `*`, `alias:column`, a fixed list of casts, and embedded
 * resources `alias:table!hint(select)`. Anything else is a PGRST100 error: a select item never
 * reaches SQL except as a quoted identifier or one of the casts below.
 */
import { parseColumnName, QueryParseError, splitTopLevel } from "./postgrest-names";

export type SelectItem =
  | { star: true }
  | { star: false; column: string; alias?: string; cast?: string }
  | { star: false; embed: EmbedRequest; alias?: string };

/** `alias:table!hint(select)`: rows of another table related by a foreign key. */
export interface EmbedRequest {
  /** The related table. */
  table: string;
  /** A foreign key's constraint name or column, when two tables are related more than once. */
  hint?: string;
  select: SelectItem[];
}

/**
 * Casts a select item may ask for. PostgREST takes any type name; the stand-in takes only these,
 * because a cast is the one piece of a select that cannot be quoted as an identifier.
 */
export const SELECT_CASTS = new Set([
  "text",
  "varchar",
  "int",
  "int2",
  "int4",
  "int8",
  "integer",
  "smallint",
  "bigint",
  "numeric",
  "float4",
  "float8",
  "real",
  "boolean",
  "bool",
  "date",
  "time",
  "timestamp",
  "timestamptz",
  "uuid",
  "json",
  "jsonb",
  "text[]",
  "int[]",
  "uuid[]",
]);

/** Aggregate functions PostgREST allows as `count()`; the stand-in has none of them. */
const AGGREGATES = new Set(["count", "sum", "avg", "max", "min"]);
const EMBED = /^(?:([^:"(]+|"[^"]*"):)?([^!:"(]+|"[^"]*")(?:!([^(]+))?\((.*)\)$/s;

export function parseSelect(raw: string | null): SelectItem[] {
  if (raw === null || raw.trim() === "" || raw.trim() === "*") return [{ star: true }];
  return splitTopLevel(raw).map((part) => parseSelectItem(part.trim()));
}

function parseSelectItem(item: string): SelectItem {
  if (item === "*") return { star: true };
  if (item.startsWith("...")) {
    throw new QueryParseError(
      "failed to parse select parameter",
      `"${item}": spreads are not supported by the local stand-in`,
    );
  }
  const embed = EMBED.exec(item);
  if (embed) return parseEmbed(item, embed);
  if (item.includes("(") || item.includes(")")) {
    throw new QueryParseError("failed to parse select parameter", `"${item}" is not a column or an embedded resource`);
  }
  let rest = item;
  let alias: string | undefined;
  const aliasMatch = /^([^:"]+|"[^"]*"):(?!:)(.*)$/s.exec(rest);
  if (aliasMatch) {
    alias = parseColumnName(aliasMatch[1]!, "select parameter");
    rest = aliasMatch[2]!;
  }
  let cast: string | undefined;
  const castIndex = rest.indexOf("::");
  if (castIndex >= 0) {
    cast = rest
      .slice(castIndex + 2)
      .trim()
      .toLowerCase();
    rest = rest.slice(0, castIndex);
    if (!SELECT_CASTS.has(cast)) {
      throw new QueryParseError(
        "failed to parse select parameter",
        `cast "${rest.length ? item.slice(castIndex + 2) : item}" is not one the local stand-in accepts (${[...SELECT_CASTS].join(", ")})`,
      );
    }
  }
  return { star: false, column: parseColumnName(rest, "select parameter"), alias, cast };
}

function parseEmbed(item: string, match: RegExpExecArray): SelectItem {
  const [, rawAlias, rawTable, rawHint, inner] = match;
  const table = parseColumnName(rawTable!, "select parameter");
  if (AGGREGATES.has(table.toLowerCase()) && inner!.trim() === "") {
    throw new QueryParseError(
      "failed to parse select parameter",
      `"${item}": aggregates are not supported by the local stand-in`,
    );
  }
  if (inner!.trim() === "") {
    throw new QueryParseError("failed to parse select parameter", `"${item}": an embedded resource needs columns`);
  }
  let hint: string | undefined;
  if (rawHint !== undefined) {
    if (rawHint === "inner" || rawHint === "left" || rawHint.includes("!")) {
      throw new QueryParseError(
        "failed to parse select parameter",
        `"${item}": join modifiers are not supported by the local stand-in`,
      );
    }
    hint = parseColumnName(rawHint, "select parameter");
  }
  const alias = rawAlias === undefined ? undefined : parseColumnName(rawAlias, "select parameter");
  return { star: false, embed: { table, hint, select: parseSelect(inner!) }, alias };
}

/** The names (aliases where given) of every embed in a select, as dotted paths. */
export function embedPaths(select: SelectItem[], prefix = ""): Set<string> {
  const paths = new Set<string>();
  for (const item of select) {
    if (item.star || !("embed" in item)) continue;
    const path = `${prefix}${item.alias ?? item.embed.table}`;
    paths.add(path);
    for (const nested of embedPaths(item.embed.select, `${path}.`)) paths.add(nested);
  }
  return paths;
}
