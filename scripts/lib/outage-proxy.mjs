// A switchable HTTP proxy in front of the local Supabase, for the e2e test of a lead sent while
// the database is down (issue 10 §11): `start.mjs --outage-proxy <port>` points its Worker here.
// While "down" every request's connection is destroyed unanswered, as when Supabase is
// unreachable; while "up" requests pass through. Tests switch it with POST /__outage/down|up and
// read GET /__outage ({ state, refusedWrites, passedWrites, apiKeys }: writes refused while down,
// writes let through while up and answered, per path, such as { "/rest/v1/leads": 2 }, and the
// kinds of API key requests carried; reads are not counted as writes),
// paths no Supabase client ever requests. A test waits on the passed writes for a queue's late
// deliveries to have happened, instead of waiting a while and hoping they did.
import { createServer } from "node:http";
import { forward } from "./forward.mjs";

/** Starts the proxy on 127.0.0.1:`port` forwarding to `target` (an http origin); up at start. */
export function startOutageProxy({ port, target }) {
  const upstream = new URL(target);
  let state = "up";
  let refusedWrites = 0;
  const passedWrites = {};
  /** The kinds of API key the Worker's requests carried: today's two, or a legacy JWT. */
  const apiKeys = { publishable: 0, secret: 0, legacy: 0 };
  const server = createServer((req, res) => {
    if (req.url?.startsWith("/__outage")) {
      const next = /^\/__outage\/(up|down)$/.exec(req.url)?.[1];
      if (req.method === "POST" && next) state = next;
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ state, refusedWrites, passedWrites, apiKeys }));
      return;
    }
    const key = String(req.headers.apikey ?? "");
    if (key)
      apiKeys[key.startsWith("sb_publishable_") ? "publishable" : key.startsWith("sb_secret_") ? "secret" : "legacy"]++;
    if (state === "down") {
      if (req.method !== "GET" && req.method !== "HEAD") refusedWrites++;
      req.socket.destroy();
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      const path = new URL(req.url ?? "/", "http://proxy").pathname;
      // Counted once answered with success: the database has done the write by then.
      res.once("finish", () => {
        if (res.statusCode < 300) passedWrites[path] = (passedWrites[path] ?? 0) + 1;
      });
    }
    forward(upstream, req, res);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(Number(port), "127.0.0.1", () => resolve(server));
  });
}
