/**
 * The HTTP front door, playing the part of Supabase's API gateway: CORS, the `apikey` check,
 * and routing to `/auth/v1` and `/rest/v1`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { API_VERSION_HEADERS } from "./auth-errors";
import { handleAuth, PUBLIC_AUTH_PATHS } from "./auth-routes";
import type { StandInConfig } from "./config";
import { header, json, type Request, type Response } from "./http";
import { apiKeyClaims } from "./api-keys";
import type { Claims } from "./jwt";
import { handleRest } from "./rest-routes";

const MAX_BODY_BYTES = 1024 * 1024;

const CORS_HEADERS = {
  "Access-Control-Allow-Methods": "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
  "Access-Control-Expose-Headers": "Content-Range, Range, X-Supabase-Api-Version",
  "Access-Control-Max-Age": "3600",
};

/** A body past MAX_BODY_BYTES: answered 413, as hosted Supabase's gateway does, not a reset. */
class BodyTooLarge extends Error {}

function readRequestBody(message: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    message.on("data", (chunk: Buffer) => {
      size += chunk.length;
      // Past the limit the rest is read and dropped, so the client is still there for the answer.
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    message.on("end", () => (size > MAX_BODY_BYTES ? reject(new BodyTooLarge()) : resolve(Buffer.concat(chunks))));
    message.on("error", reject);
  });
}

/** Checks the `apikey` header (or query parameter) as Supabase's gateway does. */
async function checkApiKey(req: Request, config: StandInConfig): Promise<{ token: string; claims: Claims } | Response> {
  const token = header(req, "apikey") ?? req.url.searchParams.get("apikey") ?? undefined;
  if (!token) {
    return json(401, {
      message: "No API key found in request",
      hint: "No `apikey` request header or url param was found.",
    });
  }
  const key = await apiKeyClaims(config, token, header(req, "user-agent"));
  return key.ok ? { token, claims: key.claims } : key.response;
}

async function route(req: Request, config: StandInConfig): Promise<Response> {
  const path = req.url.pathname;
  if (path.startsWith("/auth/v1/")) {
    const authPath = path.slice("/auth/v1".length).replace(/\/+$/, "") || "/";
    if (!PUBLIC_AUTH_PATHS.has(authPath)) {
      const key = await checkApiKey(req, config);
      if ("status" in key) return { ...key, headers: { ...key.headers, ...API_VERSION_HEADERS } };
    }
    return handleAuth(req, config, authPath);
  }
  if (path === "/rest/v1" || path.startsWith("/rest/v1/")) {
    const key = await checkApiKey(req, config);
    if ("status" in key) return key;
    return handleRest(req, config, path.slice("/rest/v1".length), key);
  }
  return json(404, { message: "no Route matched with those values" });
}

async function handle(message: IncomingMessage, res: ServerResponse, config: StandInConfig): Promise<void> {
  const origin = message.headers.origin;
  const cors: Record<string, string> = {
    ...CORS_HEADERS,
    "Access-Control-Allow-Origin": origin ?? "*",
    "Access-Control-Allow-Headers":
      message.headers["access-control-request-headers"] ??
      "authorization, apikey, content-type, x-client-info, x-supabase-api-version, prefer, range, accept-profile, content-profile",
  };
  if (origin) cors.Vary = "Origin";
  let response: Response;
  if (message.method === "OPTIONS") {
    response = { status: 204, headers: {} };
  } else {
    try {
      const body = await readRequestBody(message);
      const req: Request = {
        method: message.method ?? "GET",
        url: new URL(message.url ?? "/", config.url),
        headers: message.headers,
        body,
        remoteAddress: message.socket.remoteAddress,
      };
      response = await route(req, config);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        response = json(413, { message: "Request Entity Too Large" });
      } else {
        config.log(`Request failed: ${(error as Error).stack ?? String(error)}`);
        response = json(500, { message: "Internal error in the local stand-in" });
      }
    }
  }
  res.writeHead(response.status, { ...cors, ...response.headers });
  res.end(response.body);
}

export function createStandInServer(config: StandInConfig): Server {
  return createServer((message, res) => {
    void handle(message, res, config);
  });
}
