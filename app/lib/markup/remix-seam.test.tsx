/**
 * The contract of remix-seam.ts: each Remix behaviour the site relies on beyond its documented
 * API, observed on Remix's own request handler (the version in package.json) with a two-route app
 * built here. A failure names the seam's item to revisit before the upgrade that broke it (ADR 065).
 */
import { createRequestHandler, json, type EntryContext, type ServerBuild } from "@remix-run/cloudflare";
import { Link, Outlet, RemixServer, Scripts } from "@remix-run/react";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import remixConfig from "../../../remix.config.js";
import { editHydrationData, isDataRequest, REMIX_LINK_HOOKS, SerialisedAs, withoutDiscoverMarks } from "./remix-seam";

/** What the document handler saw, for the tests to read. */
const seen: { handoff?: string; edited?: string; html?: string } = {};

const TRICKY = "</script><!-- & \u2028";

function Root() {
  return (
    <main>
      <Link to="/other">Other</Link>
      <Outlet />
      <Scripts />
    </main>
  );
}

const route = (id: string, path: string, module: object, parentId?: string) => ({
  id,
  path,
  parentId,
  module,
  index: undefined,
  caseSensitive: undefined,
});

const entryRoute = (id: string, path: string, parentId?: string) => ({
  id,
  path,
  parentId,
  module: `/${id}.js`,
  hasLoader: true,
  hasAction: false,
  hasClientAction: false,
  hasClientLoader: false,
  hasErrorBoundary: false,
  imports: [],
  css: [],
});

const build = {
  mode: "production",
  isSpaMode: false,
  publicPath: "/build/",
  assetsBuildDirectory: "public/build",
  // The project's own flags, so turning one on (v3_singleFetch) is tried here first.
  future: remixConfig.future,
  assets: {
    entry: { imports: [], module: "/entry.js" },
    url: "/manifest.js",
    version: "test",
    routes: { root: entryRoute("root", ""), "routes/page": entryRoute("routes/page", "page", "root") },
  },
  entry: {
    module: {
      default(_request: Request, status: number, headers: Headers, context: EntryContext) {
        seen.handoff = context.serverHandoffString;
        editHydrationData(context, (data) => {
          delete data.dropped;
        });
        seen.edited = context.serverHandoffString;
        seen.html = renderToString(<RemixServer context={context} url="http://site.test/page" />);
        return new Response(seen.html, { status, headers });
      },
    },
  },
  routes: {
    root: route("root", "", { default: Root, loader: () => json({ site: "test" }) }),
    "routes/page": route(
      "routes/page",
      "page",
      {
        default: () => <p>Page</p>,
        loader: () =>
          json({
            markup: new SerialisedAs("<p>long html</p>", () => "token-0"),
            plain: new SerialisedAs("<p>as is</p>", () => undefined),
            dropped: "server only",
            tricky: TRICKY,
          }),
      },
      "root",
    ),
  },
} as unknown as ServerBuild;

const handle = createRequestHandler(build);

describe("the Remix behaviours the site relies on (remix-seam.ts)", () => {
  it("1 and 4: a data request is ?_data=<route id>, its data made by JSON.stringify (toJSON decides)", async () => {
    const url = new URL("http://site.test/page?_data=routes%2Fpage");
    expect(isDataRequest(url)).toBe(true);
    expect(isDataRequest(new URL("http://site.test/page"))).toBe(false);
    const response = await handle(new Request(url));
    expect(response.headers.get("X-Remix-Response")).toBe("yes");
    expect(await response.json()).toEqual({
      markup: "token-0",
      plain: "<p>as is</p>",
      dropped: "server only",
      tricky: TRICKY,
    });
  });

  it("5: a document's hydration data is the escaped JSON of state.loaderData, which edits keep escaped", async () => {
    const response = await handle(new Request("http://site.test/page"));
    expect(response.status).toBe(200);
    const handoff = JSON.parse(seen.handoff ?? "{}") as { state: { loaderData: Record<string, unknown> } };
    expect(handoff.state.loaderData["routes/page"]).toMatchObject({ markup: "token-0", dropped: "server only" });
    // Remix's escaping, which the rewrite keeps: no "<", ">", "&" or line separator left raw.
    expect(seen.handoff).not.toMatch(/[<>&\u2028]/);
    expect(seen.edited).not.toMatch(/[<>&\u2028]/);
    expect(seen.edited).not.toContain("server only");
    expect(seen.edited).toContain("token-0");
    // <RemixServer> writes the edited string as it is.
    expect(seen.html).toContain(seen.edited);
    expect(seen.html).not.toContain("server only");
  });

  it("3: <Link> marks its anchor for route discovery, as the seam writes and removes it", async () => {
    await handle(new Request("http://site.test/page"));
    const anchor = /<a [^>]*href="\/other"[^>]*>/.exec(seen.html ?? "")?.[0] ?? "";
    expect(anchor).toContain(` ${REMIX_LINK_HOOKS.discover}="true"`);
    expect(withoutDiscoverMarks(anchor)).not.toContain(REMIX_LINK_HOOKS.discover);
  });

  it("2: lazy route discovery answers at /__manifest", async () => {
    const { ROUTE_DISCOVERY_PATH } = await import("./remix-seam");
    const response = await handle(
      new Request(`http://site.test${ROUTE_DISCOVERY_PATH}?version=test&p=%2Fpage`, { method: "GET" }),
    );
    expect(response.status).toBe(200);
    expect(Object.keys((await response.json()) as object)).toContain("routes/page");
  });
});

/** app/'s sources but tests, relative to app/. */
function appSources(dir: string, app: string): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return appSources(path, app);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [{ path: relative(app, path).split("\\").join("/"), text: readFileSync(path, "utf8") }];
  });
}

it("nothing outside the seam names the internals it holds", () => {
  const app = fileURLToPath(new URL("../../", import.meta.url));
  const internals = /_data\b|__manifest|data-discover|data-reload-document|serverHandoffString/;
  const named = appSources(app, app)
    .filter(({ path, text }) => path !== "lib/markup/remix-seam.ts" && internals.test(text))
    .map(({ path, text }) => `${path}: ${internals.exec(text)![0]}`);
  expect(named).toEqual([]);
  // The reader finds them where they are.
  expect(internals.test(readFileSync(join(app, "lib/markup/remix-seam.ts"), "utf8"))).toBe(true);
});
