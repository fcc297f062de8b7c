import { describe, expect, it } from "vitest";
import { auditUserAgent, fetchPage } from "./fetch-page.server";

type Route = (init: RequestInit) => Response | Promise<Response>;

/** A fetcher answering from a table of URLs; it records what it was asked. */
function fakeFetcher(routes: Record<string, Route>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init: init ?? {} });
    const route = routes[url];
    if (!route) throw new TypeError(`fetch failed: ${url}`);
    return route(init ?? {});
  }) as typeof fetch;
  return { fetcher, calls };
}

const html =
  (body: string, headers: Record<string, string> = {}) =>
  () =>
    new Response(body, { status: 200, headers: { "content-type": "text/html; charset=utf-8", ...headers } });
const redirect =
  (location: string, status = 301) =>
  () =>
    new Response(null, { status, headers: { location } });

describe("fetchPage", () => {
  it("fetches a page with its own user agent, no cookies or credentials, and redirect: manual", async () => {
    const { fetcher, calls } = fakeFetcher({ "https://example.com/": html("<title>Hi</title>") });
    const page = await fetchPage("https://example.com/", { fetcher, siteUrl: "https://www.rankwell.test/x" });
    expect(page.error).toBeUndefined();
    expect(page.status).toBe(200);
    expect(new TextDecoder().decode(page.body)).toBe("<title>Hi</title>");
    expect(page.bytesRead).toBe(17);
    expect(page.truncated).toBe(false);
    const init = calls[0]?.init ?? {};
    expect(init.redirect).toBe("manual");
    const headers = new Headers(init.headers);
    expect(headers.get("user-agent")).toBe("RankwellAudit/1.0 (+https://www.rankwell.test/audit-bot)");
    expect(headers.has("cookie")).toBe(false);
    expect(headers.has("authorization")).toBe(false);
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it("asks before each host it reaches, and stops at one that may not be contacted, fetching nothing there", async () => {
    const { fetcher, calls } = fakeFetcher({
      "https://attacker-site.com/": redirect("https://victim-site.com/"),
      "https://victim-site.com/": html("victim"),
    });
    const asked: string[] = [];
    const mayContact = async (host: string) => (asked.push(host), host !== "victim-site.com");
    const page = await fetchPage("https://attacker-site.com/", { fetcher, mayContact });
    expect(asked).toEqual(["attacker-site.com", "victim-site.com"]);
    expect(page.error).toBe("host-busy");
    expect(page.refused?.url).toBe("https://victim-site.com/");
    expect(calls.map((call) => call.url)).toEqual(["https://attacker-site.com/"]);
  });

  it("follows redirects, recording each hop", async () => {
    const { fetcher } = fakeFetcher({
      "http://example.com/": redirect("https://example.com/"),
      "https://example.com/": redirect("/home", 302),
      "https://example.com/home": html("ok"),
    });
    const page = await fetchPage("http://example.com/", { fetcher });
    expect(page.error).toBeUndefined();
    expect(page.finalUrl).toBe("https://example.com/home");
    expect(page.hops).toEqual([
      { url: "http://example.com/", status: 301 },
      { url: "https://example.com/", status: 302 },
      { url: "https://example.com/home", status: 200 },
    ]);
  });

  it("re-checks every hop: a public page redirecting to a private address is refused there", async () => {
    const { fetcher, calls } = fakeFetcher({
      "https://example.com/": redirect("http://10.0.0.1/admin", 302),
      "http://10.0.0.1/admin": html("secret"),
    });
    const page = await fetchPage("https://example.com/", { fetcher });
    expect(page.error).toBe("refused-hop");
    expect(page.refused).toEqual({ url: "http://10.0.0.1/admin", reason: "a private address (10.0.0.0/8)" });
    expect(calls.map((c) => c.url)).toEqual(["https://example.com/"]);
    expect(page.body.byteLength).toBe(0);
  });

  it.each([
    ["http://localhost/", /localhost/],
    ["http://169.254.169.254/latest/meta-data/", /link-local/],
    ["http://[::1]/", /loopback/],
    ["http://2130706433/", /loopback/],
    ["https://example.com:8443/", /standard ports/],
    ["file:///etc/passwd", /only http and https/],
    ["https://user:pw@example.com/", /username or password/],
  ])("refuses a redirect to %s", async (location, reason) => {
    const { fetcher, calls } = fakeFetcher({ "https://example.com/": redirect(location) });
    const page = await fetchPage("https://example.com/", { fetcher });
    expect(page.error).toBe("refused-hop");
    expect(page.refused?.reason).toMatch(reason);
    expect(calls).toHaveLength(1);
  });

  it("refuses the first URL too (when called directly)", async () => {
    const { fetcher, calls } = fakeFetcher({});
    const page = await fetchPage("http://192.168.1.1/", { fetcher });
    expect(page.error).toBe("refused-hop");
    expect(calls).toHaveLength(0);
  });

  it("detects a loop", async () => {
    const { fetcher } = fakeFetcher({
      "https://example.com/a": redirect("/b"),
      "https://example.com/b": redirect("/a#again"),
    });
    const page = await fetchPage("https://example.com/a", { fetcher });
    expect(page.error).toBe("loop");
    expect(page.hops).toHaveLength(2);
    expect(page.finalUrl).toBe("https://example.com/a#again");
  });

  it("follows at most 5 redirects", async () => {
    const routes: Record<string, Route> = {};
    for (let i = 0; i < 6; i++) routes[`https://example.com/${i}`] = redirect(`/${i + 1}`);
    routes["https://example.com/6"] = html("end");
    const page = await fetchPage("https://example.com/0", { fetcher: fakeFetcher(routes).fetcher });
    expect(page.error).toBe("too-many-redirects");
    expect(page.hops).toHaveLength(6);

    const five: Record<string, Route> = {};
    for (let i = 0; i < 5; i++) five[`https://example.com/${i}`] = redirect(`/${i + 1}`);
    five["https://example.com/5"] = html("end");
    const ok = await fetchPage("https://example.com/0", { fetcher: fakeFetcher(five).fetcher });
    expect(ok.error).toBeUndefined();
    expect(ok.hops).toHaveLength(6);
  });

  it("treats a redirect without Location as the answer", async () => {
    const { fetcher } = fakeFetcher({ "https://example.com/": () => new Response("moved", { status: 302 }) });
    const page = await fetchPage("https://example.com/", { fetcher });
    expect(page.error).toBeUndefined();
    expect(page.status).toBe(302);
  });

  it("reports a network failure as unreachable", async () => {
    const page = await fetchPage("https://example.com/", { fetcher: fakeFetcher({}).fetcher });
    expect(page.error).toBe("unreachable");
    expect(page.status).toBeNull();
    expect(page.ttfbMs).toBeNull();
  });

  it("stops at the byte limit and cancels the rest of the stream", async () => {
    let cancelled = false;
    let pulls = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        controller.enqueue(new Uint8Array(1000).fill(65));
      },
      cancel() {
        cancelled = true;
      },
    });
    const { fetcher } = fakeFetcher({
      "https://example.com/": () => new Response(stream, { headers: { "content-type": "text/html" } }),
    });
    const page = await fetchPage("https://example.com/", { fetcher, maxBytes: 2500 });
    expect(page.error).toBeUndefined();
    expect(page.truncated).toBe(true);
    expect(page.bytesRead).toBe(2500);
    expect(page.body.byteLength).toBe(2500);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cancelled).toBe(true);
    expect(pulls).toBeLessThan(6);
  });

  it("times out when the headers never come, even if the fetcher ignores the signal", async () => {
    const fetcher = (() => new Promise<Response>(() => {})) as typeof fetch;
    const started = Date.now();
    const page = await fetchPage("https://example.com/", { fetcher, timeoutMs: 50 });
    expect(page.error).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("times out when the body trickles past the limit, keeping what was read", async () => {
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
        sent += 1;
        controller.enqueue(new TextEncoder().encode("<html>"));
      },
    });
    const { fetcher } = fakeFetcher({
      "https://example.com/": () => new Response(stream, { headers: { "content-type": "text/html" } }),
    });
    const page = await fetchPage("https://example.com/", { fetcher, timeoutMs: 100 });
    expect(page.error).toBe("timeout");
    expect(page.status).toBe(200);
    expect(page.ttfbMs).not.toBeNull();
    expect(page.bytesRead).toBe(6);
  });

  it("aborts the signal it passed on timeout", async () => {
    let signal: AbortSignal | undefined;
    const fetcher = ((_: unknown, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => {});
    }) as typeof fetch;
    await fetchPage("https://example.com/", { fetcher, timeoutMs: 20 });
    expect(signal?.aborted).toBe(true);
  });

  it("returns non-HTML as it is (a finding for the checks, not an error)", async () => {
    const { fetcher } = fakeFetcher({
      "https://example.com/file.pdf": () =>
        new Response("%PDF-1.7", { headers: { "content-type": "application/pdf" } }),
    });
    const page = await fetchPage("https://example.com/file.pdf", { fetcher });
    expect(page.error).toBeUndefined();
    expect(page.contentType).toBe("application/pdf");
  });

  it("measures time to first byte and total with the clock given", async () => {
    let clock = 1000;
    const { fetcher } = fakeFetcher({
      "https://example.com/": () => {
        clock += 300;
        return new Response("x", { headers: { "content-type": "text/html" } });
      },
    });
    const page = await fetchPage("https://example.com/", { fetcher, now: () => clock });
    expect(page.ttfbMs).toBe(300);
    expect(page.totalMs).toBe(300);
  });
});

describe("auditUserAgent", () => {
  it("names the page that explains the bot", () => {
    expect(auditUserAgent("https://www.example.com")).toBe("RankwellAudit/1.0 (+https://www.example.com/audit-bot)");
    expect(auditUserAgent("http://127.0.0.1:8787/")).toBe("RankwellAudit/1.0 (+http://127.0.0.1:8787/audit-bot)");
  });
});
