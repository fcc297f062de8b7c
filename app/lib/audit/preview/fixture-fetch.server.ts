import { FIXTURE_HOST, type LoopbackAllowance } from "./target-safety";

/**
 * The fetch the preview uses: the runtime's own, or, under the test-only loopback allowance
 * (allowance.server.ts), one that answers `<name>.fixtures.test` from the fixture sites on the
 * allowance's first loopback port, naming the site in X-Fixture-Host. Every other address goes to
 * the real fetch, so the refusals of target-safety.ts stay what they are in production: the
 * allowance adds fixture sites, it lifts no refusal.
 */
export function previewFetcher(allowance: LoopbackAllowance | undefined): typeof fetch {
  const port = allowance?.ports[0];
  if (port === undefined) return (input, init) => fetch(input, init);
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const site = FIXTURE_HOST.exec(url.hostname)?.[1];
    if (!site) return fetch(input, init);
    const headers = new Headers(init?.headers);
    headers.set("X-Fixture-Host", url.hostname);
    return fetch(`http://127.0.0.1:${port}${url.pathname}${url.search}`, { ...init, headers });
  };
}
