// Passes one HTTP request on to another origin and its answer back unchanged: the part the local
// proxies share (the outage switch in front of Supabase, the Lighthouse floor in front of the site).
import { request as httpRequest } from "node:http";

/**
 * Forwards `req` to `upstream` (a URL) with its method, path and headers (the Host made the
 * upstream's), and pipes the answer into `res`. A failed upstream drops the client's connection,
 * as an unreachable server would.
 */
export function forward(upstream, req, res) {
  const forwarded = httpRequest(
    {
      hostname: upstream.hostname,
      port: upstream.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, host: upstream.host },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  forwarded.on("error", () => req.socket.destroy());
  req.pipe(forwarded);
}
