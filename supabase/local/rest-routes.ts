/**
 * `/rest/v1/<table>`: the PostgREST subset. Each request is one transaction that takes the
 * caller's role (`set_config('role', …, true)`) and claims (`request.jwt.claims`) as PostgREST
 * does, so the migrations' grants and RLS policies decide what happens.
 */
import type { StandInConfig } from "./config";
import type { Tx } from "./db";
import { header, isRecord, json, empty, parseJsonBody, type Request, type Response } from "./http";
import { apiKeyClaims, isNewApiKey } from "./api-keys";
import { bearerToken, verifyToken, type Claims } from "./jwt";
import { hasEmbeds, resolveSelect, type ResolvedItem } from "./postgrest-embed";
import { fromPostgresError, RestError, restErrors } from "./postgrest-errors";
import { parseQuery, QueryParseError, type ParsedQuery } from "./postgrest-query";
import {
  countStatement,
  deleteStatement,
  insertStatement,
  quoteIdent,
  readStatement,
  updateStatement,
} from "./postgrest-sql";

const ROLES = new Set(["anon", "authenticated", "service_role"]);
const OBJECT_MEDIA_TYPE = "application/vnd.pgrst.object+json";

interface Caller {
  role: string;
  claims: Claims;
}

interface Prefer {
  representation: boolean;
  count: boolean;
  resolution?: "merge" | "ignore";
}

interface Shaped {
  body: string;
  first: string | null;
  n: number;
}

async function resolveCaller(
  req: Request,
  config: StandInConfig,
  apiKey: { token: string; claims: Claims },
): Promise<Caller> {
  const token = bearerToken(header(req, "authorization"));
  let claims = apiKey.claims;
  if (token && token !== apiKey.token && isNewApiKey(token)) {
    // A key in the Authorization header stands for its role, as in the apikey header.
    const key = await apiKeyClaims(config, token, header(req, "user-agent"));
    if (!key.ok) throw restErrors.jwtInvalid("Invalid API key");
    claims = key.claims;
  } else if (token && token !== apiKey.token) {
    const verified = await verifyToken(config.keys, token);
    if (!verified.ok)
      throw verified.reason === "expired" ? restErrors.jwtExpired() : restErrors.jwtInvalid(verified.detail);
    claims = verified.claims;
  }
  const role = typeof claims.role === "string" ? claims.role : "anon";
  if (!ROLES.has(role)) throw restErrors.jwtRole(role);
  return { role, claims };
}

function parsePrefer(req: Request): Prefer {
  const tokens = (header(req, "prefer") ?? "").split(",").map((t) => t.trim());
  const resolution = tokens.includes("resolution=merge-duplicates")
    ? "merge"
    : tokens.includes("resolution=ignore-duplicates")
      ? "ignore"
      : undefined;
  return {
    representation: tokens.includes("return=representation"),
    count: tokens.some((t) => /^count=(exact|planned|estimated)$/.test(t)),
    resolution,
  };
}

function inTransaction<T>(config: StandInConfig, caller: Caller, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return config.db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('search_path', 'public, extensions', true)`,
      [caller.role, JSON.stringify(caller.claims)],
    );
    return fn(tx);
  });
}

async function shaped(tx: Tx, statement: { sql: string; params: unknown[] }): Promise<Shaped> {
  const { rows } = await tx.query<Shaped>(statement.sql, statement.params);
  return rows[0]!;
}

function readBody(req: Request): unknown {
  try {
    return parseJsonBody(req);
  } catch (error) {
    throw restErrors.invalidBody((error as Error).message);
  }
}

function range(offset: number, n: number, total: number | undefined): string {
  const size = total === undefined ? "*" : String(total);
  return n > 0 ? `${offset}-${offset + n - 1}/${size}` : `*/${size}`;
}

/** The body of a representation: the array, or the single object PGRST116 demands. */
function representation(result: Shaped, single: boolean): string {
  if (!single) return result.body;
  if (result.n !== 1) throw restErrors.singleObject(result.n);
  return result.first ?? "null";
}

const JSON_HEADERS = { "Content-Type": "application/json; charset=utf-8" };

/** The target: its quoted name for SQL, its bare name for relationship lookups. */
interface Target {
  sql: string;
  name: string;
}

/** The select with embeds tied to their foreign keys; a catalogue lookup only when there are any. */
function resolved(tx: Tx, target: Target, query: ParsedQuery): Promise<ResolvedItem[]> {
  if (!hasEmbeds(query.select)) return Promise.resolve(query.select as ResolvedItem[]);
  return resolveSelect(tx, target.name, query.select, query.embedOptions);
}

async function read(
  req: Request,
  config: StandInConfig,
  caller: Caller,
  target: Target,
  query: ParsedQuery,
  single: boolean,
) {
  const prefer = parsePrefer(req);
  const table = target.sql;
  const { result, total } = await inTransaction(config, caller, async (tx) => {
    const result = await shaped(tx, readStatement(table, query, await resolved(tx, target, query)));
    if (!prefer.count) return { result, total: undefined };
    const count = countStatement(table, query);
    const { rows } = await tx.query<{ total: number }>(count.sql, count.params);
    return { result, total: rows[0]!.total };
  });
  const body = representation(result, single);
  const headers = { ...JSON_HEADERS, "Content-Range": range(query.offset ?? 0, result.n, total) };
  return req.method === "HEAD" ? empty(200, headers) : { status: 200, headers, body };
}

async function primaryKey(tx: Tx, table: string): Promise<string[]> {
  const { rows } = await tx.query<{ name: string }>(
    `select a.attname as name from pg_index i
     join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
     where i.indrelid = $1::regclass and i.indisprimary order by array_position(i.indkey, a.attnum)`,
    [table],
  );
  return rows.map((r) => r.name);
}

async function write(
  req: Request,
  config: StandInConfig,
  caller: Caller,
  target: Target,
  query: ParsedQuery,
  single: boolean,
) {
  const prefer = parsePrefer(req);
  const table = target.sql;
  const payload = req.method === "DELETE" ? undefined : readBody(req);
  const { result, affected } = await inTransaction(config, caller, async (tx) => {
    const select = prefer.representation ? await resolved(tx, target, query) : [];
    let statement;
    if (req.method === "POST") {
      const rows = Array.isArray(payload) ? payload : [payload];
      if (!rows.every(isRecord)) throw restErrors.invalidBody("expected a JSON object or an array of objects");
      const columns = query.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
      const upsert = prefer.resolution
        ? { target: query.onConflict ?? (await primaryKey(tx, table)), resolution: prefer.resolution }
        : undefined;
      statement = insertStatement(table, rows, columns, query, { returning: prefer.representation, upsert }, select);
    } else if (req.method === "PATCH") {
      if (!isRecord(payload)) throw restErrors.invalidBody("expected a JSON object");
      if (!Object.keys(payload).length) {
        return { result: prefer.representation ? { body: "[]", first: null, n: 0 } : undefined, affected: 0 };
      }
      statement = updateStatement(table, payload, query, prefer.representation, select);
    } else {
      statement = deleteStatement(table, query, prefer.representation, select);
    }
    if (!prefer.representation) {
      const outcome = await tx.query(statement.sql, statement.params);
      return { result: undefined, affected: outcome.affectedRows ?? 0 };
    }
    const result = await shaped(tx, statement);
    if (single) representation(result, true); // throws (and rolls back) unless exactly one row
    return { result, affected: result.n };
  });
  const status = req.method === "POST" ? 201 : result ? 200 : 204;
  const headers: Record<string, string> = { "Content-Range": `*/${prefer.count ? affected : "*"}` };
  if (!result) return empty(status, headers);
  return { status, headers: { ...JSON_HEADERS, ...headers }, body: representation(result, single) };
}

export async function handleRest(
  req: Request,
  config: StandInConfig,
  path: string,
  apiKey: { token: string; claims: Claims },
): Promise<Response> {
  let caller: Caller | undefined;
  try {
    caller = await resolveCaller(req, config, apiKey);
    const segments = path.split("/").filter(Boolean).map(decodeURIComponent);
    if (segments.length !== 1) throw restErrors.notFound(path);
    const profileHeader = ["GET", "HEAD"].includes(req.method) ? "accept-profile" : "content-profile";
    const schema = header(req, profileHeader) ?? "public";
    if (schema !== "public") throw restErrors.schema(schema);
    const target = { sql: `${quoteIdent("public")}.${quoteIdent(segments[0]!)}`, name: segments[0]! };
    const query = parseQuery(req.url.searchParams, header(req, "range"));
    const single = (header(req, "accept") ?? "").includes(OBJECT_MEDIA_TYPE);
    if (req.method === "GET" || req.method === "HEAD") return await read(req, config, caller, target, query, single);
    if (["POST", "PATCH", "DELETE"].includes(req.method))
      return await write(req, config, caller, target, query, single);
    throw restErrors.method(req.method);
  } catch (error) {
    if (error instanceof RestError) return error.toResponse();
    if (error instanceof QueryParseError)
      return json(400, { code: error.code, details: error.details, hint: null, message: error.message });
    const mapped = fromPostgresError(error, (caller?.role ?? "anon") === "anon");
    if (mapped) return mapped.toResponse();
    config.log(`REST error on ${req.method} ${path}: ${(error as Error).stack ?? String(error)}`);
    return json(500, {
      code: "PGRST000",
      details: null,
      hint: null,
      message: "Unexpected failure in the local stand-in",
    });
  }
}
