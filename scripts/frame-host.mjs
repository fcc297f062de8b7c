#!/usr/bin/env node
// Pages of "other sites" that frame the site's widgets, for the e2e suite: started once per run
// (playwright.config.ts). Served for real on loopback because Chromium's Local Network Access
// checks block a frame of a loopback site inside a page with no address of its own (a page made
// by Playwright's route.fulfill counts as public): net::ERR_BLOCKED_BY_LOCAL_NETWORK_ACCESS_CHECKS.
// One listener, two origins: http://localhost:<port> and http://127.0.0.1:<port>.
//   node scripts/frame-host.mjs --port 8599 --site http://127.0.0.1:8799
//   GET /widget/<id> → a page whose iframe shows <site>/widget-preview/<id>
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import { exitWithOwner } from "./lib/processes.mjs";

const { values: flags } = parseArgs({
  options: { port: { type: "string" }, site: { type: "string" } },
});
if (!flags.port || !flags.site) throw new Error("Usage: frame-host.mjs --port <port> --site <origin>");
const site = new URL(flags.site).origin;

createServer((req, res) => {
  const id = /^\/widget\/([0-9a-f-]{36})$/.exec(req.url ?? "")?.[1];
  res.writeHead(id ? 200 : req.url === "/" ? 200 : 404, { "Content-Type": "text/html; charset=utf-8" });
  if (!id) return res.end(`<!doctype html><html lang="en"><title>Frame host</title><h1>Frame host</h1></html>`);
  res.end(
    `<!doctype html><html lang="en"><title>A partner's page</title><h1>A partner's page</h1>` +
      `<iframe src="${site}/widget-preview/${id}" title="Widget" width="480" height="640"></iframe></html>`,
  );
}).listen(Number(flags.port), "127.0.0.1");
exitWithOwner();
