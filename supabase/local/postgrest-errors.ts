/** PostgREST's error bodies (`{code, details, hint, message}`) and its HTTP status for Postgres errors. */
import { json, type Response } from "./http";

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }

  toResponse(): Response {
    return json(this.status, { code: this.code, details: this.details, hint: this.hint, message: this.message });
  }
}

export const restErrors = {
  singleObject: (rows: number) =>
    new RestError(
      406,
      "PGRST116",
      "Cannot coerce the result to a single JSON object",
      `The result contains ${rows} rows`,
    ),
  schema: (schema: string) =>
    new RestError(406, "PGRST106", "Invalid schema: " + schema, null, "Only the following schemas are exposed: public"),
  jwtExpired: () => new RestError(401, "PGRST303", "JWT expired"),
  jwtInvalid: (detail: string) => new RestError(401, "PGRST301", `JWSError: ${detail}`),
  jwtRole: (role: string) => new RestError(401, "PGRST301", `JWT role "${role}" is not allowed by the local stand-in`),
  invalidBody: (detail: string) => new RestError(400, "PGRST102", "Empty or invalid json", detail),
  notFound: (path: string) => new RestError(404, "PGRST125", `Invalid path specified in request URL: ${path}`),
  method: (method: string) => new RestError(405, "PGRST117", `Unsupported HTTP method: ${method}`),
};

interface PgError {
  code?: string;
  message?: string;
  detail?: string;
  hint?: string;
}

function statusFor(code: string, anonymous: boolean): number {
  if (code === "42501") return anonymous ? 401 : 403;
  if (code === "23505" || code === "23503") return 409;
  if (code === "42P01" || code === "42883") return 404;
  if (code === "25006") return 405;
  if (code === "P0001") return 400;
  if (code === "53400") return 500;
  if (code.startsWith("08") || code.startsWith("53")) return 503;
  if (code.startsWith("54")) return 413;
  if (/^(22|23|42)/.test(code)) return 400;
  if (code.startsWith("28") || code.startsWith("0L") || code.startsWith("0P")) return 403;
  return 500;
}

/** Maps a Postgres error (from PGlite) to PostgREST's response; `undefined` if it is not one. */
export function fromPostgresError(error: unknown, anonymous: boolean): RestError | undefined {
  const e = error as PgError;
  if (!e || typeof e.code !== "string" || !/^[0-9A-Z]{5}$/.test(e.code)) return undefined;
  return new RestError(statusFor(e.code, anonymous), e.code, e.message ?? "", e.detail ?? null, e.hint ?? null);
}
