/**
 * The contract of remix-seam.ts: each Remix behaviour the site relies on beyond its documented
 * API, observed on Remix's own request handler (the version in package.json) with a two-route app
 * built here. A failure names the seam's item to revisit before the upgrade that broke it (ADR 065).
 */
import { createRequestHandler, type EntryContext, type ServerBuild } from "@remix-run/cloudflare";
import { Link, Outlet, RemixServer, Scripts, useLoaderData } from "@remix-run/react";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { renderToReadableStream as RenderToReadableStream } from "react-dom/server";
// @ts-expect-error -- react-dom types its browser build under "react-dom/server", which in Node has no web streams.
import { renderToReadableStream as renderToWebStream } from "react-dom/server.browser";
import { describe, expect, it } from "vitest";
import remixConfig from "../../../remix.config.js";
import { asMarkup, withDocumentMarkup } from "./document-markup.server";
import { isDataRequest, REMIX_LINK_HOOKS, sendAs, serverValue, withoutDiscoverMarks, type Sent } from "./remix-seam";

/** What the document handler saw, for the tests to read. */
const seen: { html?: string; events: string[] } = { events: [] };

/** Marks the moment the data is encoded. */
const encoded = () => {
  seen.events.push("encoded");
  return "encoded";
};

/** Marks whether the render was given the value itself (whole on the server), by its length. */
function Page() {
  const { markup } = useLoaderData<{ markup: unknown }>();
  return <p data-given={serverValue(markup as Sent<string>)?.length ?? "plain"}>Page</p>;
}

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
      async default(_request: Request, status: number, headers: Headers, context: EntryContext) {
        seen.events.push("entry");
        // Rendered as the real entry renders: the hydration data streams in after the shell.
        const body = await (renderToWebStream as typeof RenderToReadableStream)(
          <RemixServer context={context} url="http://site.test/page" />,
        );
        await body.allReady;
        seen.html = await new Response(body).text();
        return new Response(seen.html, { status, headers });
      },
    },
  },
  routes: {
    root: route("root", "", { default: Root, loader: () => ({ site: "test" }) }),
    "routes/page": route(
      "routes/page",
      "page",
      {
        default: Page,
        loader: () => ({
          // The site's own server markup: nothing in a document, the HTML in a data request.
          markup: asMarkup("<p>long html</p>"),
          hidden: sendAs("server only", () => undefined),
          moment: sendAs("", encoded),
        }),
      },
      "root",
    ),
  },
} as unknown as ServerBuild;

const handle = createRequestHandler(build);

describe("the Remix behaviours the site relies on (remix-seam.ts)", () => {
  it("1 and 4: a data request is <path>.data; a plain object is sent as its own enumerable properties, read then", async () => {
    const url = new URL("http://site.test/page.data");
    expect(isDataRequest(url)).toBe(true);
    expect(isDataRequest(new URL("http://site.test/page"))).toBe(false);
    expect(isDataRequest(new URL("http://site.test/page?_data=routes%2Fpage"))).toBe(false);
    const response = await handle(new Request(url));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/x-script");
    const body = await response.text();
    // A plain object, not wrapped as a class instance.
    expect(body).not.toContain("SingleFetchClassInstance");
    expect(body).toContain('"sent","<p>long html</p>"');
    expect(body).not.toContain("server only");
  });

  it("4: a document renders the loader's values themselves; its hydration data is encoded before the entry runs", async () => {
    seen.events = [];
    const response = await withDocumentMarkup(() => handle(new Request("http://site.test/page")));
    expect(response.status).toBe(200);
    // The render was given the value whole (no JSON round trip).
    expect(seen.html).toContain(`data-given="${"<p>long html</p>".length}"`);
    // The hydration data holds what `sent` answered while the document was answered: nothing.
    expect(seen.html).toContain('\\"markup\\"');
    expect(seen.html).not.toContain("long html");
    expect(seen.html).not.toContain("server only");
    expect(seen.events.indexOf("encoded")).toBeLessThan(seen.events.indexOf("entry"));
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
