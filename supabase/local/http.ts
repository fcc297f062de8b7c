/** Small HTTP helpers shared by the auth and REST routes: the request view and JSON replies. */
import type { IncomingHttpHeaders } from "node:http";

export interface Request {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The peer's address as the socket reports it. */
  remoteAddress?: string;
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

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const IPV6 = /^[0-9a-f:]+(:\d{1,3}(\.\d{1,3}){3})?$/i;

function normaliseIp(raw: string): string | undefined {
  const ip = raw.trim().replace(/^::ffff:(?=\d+\.)/i, "");
  return IPV4.test(ip) || (ip.includes(":") && IPV6.test(ip)) ? ip : undefined;
}

/** The peer's address as the socket reports it. */
export const peerIp = (req: Request): string => normaliseIp(req.remoteAddress ?? "") ?? "127.0.0.1";

/** The first valid address of `Sb-Forwarded-For`, where a server names the visitor it calls for. */
export const sbForwardedFor = (req: Request): string | undefined =>
  normaliseIp((header(req, "sb-forwarded-for") ?? "").split(",")[0] ?? "");

/**
 * The client's address as GoTrue records it (sessions, MFA challenges): `Sb-Forwarded-For`'s,
 * else the first valid address of `X-Forwarded-For` (behind Supabase's gateway the header holds
 * the real caller), else the peer's. Rate limits take a stricter one (auth-rate-limits.ts).
 */
export function clientIp(req: Request): string {
  const forwarded = sbForwardedFor(req);
  if (forwarded) return forwarded;
  for (const part of (header(req, "x-forwarded-for") ?? "").split(",")) {
    const ip = normaliseIp(part);
    if (ip) return ip;
  }
  return peerIp(req);
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
