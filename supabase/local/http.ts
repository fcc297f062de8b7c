/** Small HTTP helpers shared by the auth and REST routes: the request view and JSON replies. */
import type { IncomingHttpHeaders } from "node:http";

export interface Request {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface Response {
  status: number;
  headers: Record<string, string>;
  body?: string;
}

export function header(req: Request, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(", ") : value;
}

export function json(status: number, value: unknown, headers: Record<string, string> = {}): Response {
  return {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...headers },
    body: JSON.stringify(value),
  };
}

export function empty(status: number, headers: Record<string, string> = {}): Response {
  return { status, headers };
}

/** Parses a JSON body; `undefined` for an empty body, throws SyntaxError on malformed JSON. */
export function parseJsonBody(req: Request): unknown {
  const text = req.body.toString("utf8");
  if (!text.trim()) return undefined;
  return JSON.parse(text) as unknown;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
