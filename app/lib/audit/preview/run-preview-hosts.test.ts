// runPreview's per-host question (issue 35 §6): every host the preview reaches is counted against
// that host's limit once, redirects and site files included; the audited host is the caller's to
// count. In Node: the page is a PDF, so no HTML is parsed (HTMLRewriter lives in workerd).
import { describe, expect, it } from "vitest";
import { runPreview } from "./run-preview.server";

const pdf = () => new Response("%PDF-1.4", { status: 200, headers: { "content-type": "application/pdf" } });
const notFound = () => new Response("no", { status: 404 });

function fetcherFor(routes: Record<string, () => Response>) {
  const calls: string[] = [];
  const fetcher = (async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    return (routes[url] ?? notFound)();
  }) as typeof fetch;
  return { fetcher, calls };
}

describe("runPreview asks once per host it reaches", () => {
  const routes = {
    "https://attacker-site.com/": () =>
      new Response(null, { status: 301, headers: { location: "https://victim-site.com/" } }),
    "https://victim-site.com/": pdf,
  };

  it("a redirect to another host asks for that host once, whatever else is fetched there", async () => {
    const { fetcher, calls } = fetcherFor(routes);
    const asked: string[] = [];
    const report = await runPreview("https://attacker-site.com/", {
      fetcher,
      siteUrl: "https://www.rankwell.test",
      mayContact: async (host) => (asked.push(host), true),
    });
    expect(asked).toEqual(["victim-site.com"]);
    expect(report.httpStatus).toBe(200);
    expect(calls).toContain("https://victim-site.com/robots.txt");
  });

  it("a host spelt with a trailing dot is the same host, asked once; a refusal is remembered", async () => {
    const { fetcher } = fetcherFor({
      "https://attacker-site.com/": () =>
        new Response(null, { status: 301, headers: { location: "https://victim-site.com./" } }),
      "https://victim-site.com./": pdf,
    });
    const asked: string[] = [];
    const report = await runPreview("https://attacker-site.com/", {
      fetcher,
      siteUrl: "https://www.rankwell.test",
      mayContact: async (host) => (asked.push(host), false),
    });
    expect(report.error).toBe("host-busy");
    expect(asked).toEqual(["victim-site.com"]);
  });

  it("a limiter that fails ends the fetch as a finding, not an exception", async () => {
    const { fetcher } = fetcherFor(routes);
    const report = await runPreview("https://attacker-site.com/", {
      fetcher,
      siteUrl: "https://www.rankwell.test",
      mayContact: async () => {
        throw new Error("limiter down");
      },
    });
    expect(report.error).toBe("unreachable");
  });

  it("a host that has had its share stops the fetch there: nothing of it is fetched, and the report says so", async () => {
    const { fetcher, calls } = fetcherFor(routes);
    const report = await runPreview("https://attacker-site.com/", {
      fetcher,
      siteUrl: "https://www.rankwell.test",
      mayContact: async (host) => host !== "victim-site.com",
    });
    expect(report.error).toBe("host-busy");
    expect(report.score).toBeNull();
    expect(calls.filter((url) => url.startsWith("https://victim-site.com"))).toEqual([]);
    expect(report.checks.find((check) => check.id === "status")?.finding).toContain("as often as we may this minute");
  });
});
