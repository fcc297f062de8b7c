// Requests that a careless or hostile client might send, for `npm run fuzz` and its sample in the
// e2e suite (tests/e2e/fuzz.spec.ts). Every route, every method fetch can send, every form with
// valid, broken and hostile values, odd paths and query strings, cookies and origin headers. The
// site must answer each with something other than a 5xx (ADR 021). Generated with fast-check from
// a seed, so a failure can be replayed.
import fc from "fast-check";
import { readFileSync } from "node:fs";

const slugs = (file) => JSON.parse(readFileSync(new URL(`../../app/content/${file}`, import.meta.url), "utf8"));

/** Every route of the site (diagnostics aside: they fail on purpose, and only in the e2e stack). */
export const KNOWN_PATHS = [
  "/",
  "/about",
  "/book-demo",
  "/contact",
  "/crm-seo",
  "/partners",
  "/privacy-policy",
  "/terms-of-service",
  "/service-areas",
  "/case-studies",
  "/case-studies/veterinary-practice-tampa-growth",
  "/case-studies/no-such-study",
  "/services/local-seo",
  "/services/technical-seo",
  "/services/no-such-service",
  ...slugs("city-slugs.json").map((slug) => `/${slug}`),
  ...slugs("audit-slugs.json").map((slug) => `/${slug}`),
  "/audit",
  "/sitemap.html",
  "/sitemap.xml",
  "/robots.txt",
  "/auth",
  "/auth/reset",
  "/logout",
  "/dashboard",
  "/profile",
  "/project/42",
  "/admin/analytics",
  "/admin/embeds",
  "/admin/leads",
  "/admin/settings",
  "/api/vitals",
  "/blog",
  "/local-seo",
  "/sitemap",
  "/no-such-page",
  "/favicon.ico",
  // Remix's route discovery (ADR 034): the fuzzer's query strings become its `p` and `version`.
  "/__manifest",
];

/** Paths that take a form, and what a complete, valid submission of each looks like. */
const FORMS = {
  "/contact": () => ({
    name: "Fuzz Tester",
    email: `fuzz-${Math.random().toString(36).slice(2, 10)}@example.com`,
    phone: "",
    company: "",
    service: "local-seo",
    message: "A message from the fuzz run.",
  }),
  "/book-demo": () => ({
    name: "Fuzz Tester",
    email: `fuzz-${Math.random().toString(36).slice(2, 10)}@example.com`,
    company: "Fuzz Co",
    phone: "",
    preferredDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    preferredTime: "morning",
    message: "",
  }),
  "/audit": () => ({ url: "example.com" }),
  "/auth": () => ({
    intent: "sign-in",
    email: "user@example.com",
    password: "wrong-password",
    redirectTo: "/dashboard",
  }),
  "/auth/reset": () => ({ password: "new-password-1", confirmPassword: "new-password-1" }),
  "/logout": () => ({}),
};

const VITALS_BEACON = {
  path: "/contact",
  navigationType: "navigate",
  metrics: [{ name: "LCP", value: 1234.5, delta: 1234.5, id: "v6-1732700000000-8123456789012" }],
};

const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)) });
const nastyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "\u0000",
    "a\u0000b@example.com",
    "user@example.com\u0007",
    "\u202e\ufeff",
    "../../etc/passwd",
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "' or 1=1 --",
    "%00",
    "%",
    "\r\nSet-Cookie: x=1",
    "javascript:alert(1)",
    "//evil.example",
    "https://evil.example/",
    "NaN",
    "-1",
    "1e309",
    "🙂".repeat(300),
  ),
);
/** Field values: past the 64 KB body limit at times. */
const nasty = fc.oneof(
  nastyText,
  fc.nat({ max: 80_000 }).map((size) => "x".repeat(size)),
);
/**
 * Query values: at most Cloudflare's 16 KB URL limit, past which its edge answers 414 and no Worker
 * runs. Longer ones only test `wrangler dev`: its listener refuses the URL (431) while the body is
 * still on the way, and its proxy reports that as "Your worker restarted mid-request" (503).
 */
const nastyInUrl = fc.oneof(
  nastyText,
  fc.nat({ max: 16_000 }).map((size) => "x".repeat(size)),
);

/** A form submission: valid, one field replaced, extra fields, or fields missing. */
const formBody = (path) =>
  fc.oneof(
    fc.constant(FORMS[path]()),
    fc
      .tuple(fc.constantFrom(...Object.keys(FORMS[path]()).concat("intent", "redirectTo")), nasty)
      .map(([field, value]) => ({
        ...FORMS[path](),
        [field]: value,
      })),
    fc
      .constantFrom("sign-up", "forgot", "sign-in", "bogus")
      .chain((intent) =>
        fc.record({ fullName: nasty, email: nasty, password: nasty }).map((fields) => ({ intent, ...fields })),
      ),
    fc.dictionary(
      printable.filter((key) => key.length > 0 && key.length < 20),
      nasty,
      { maxKeys: 6 },
    ),
  );

function encodeForm(fields, type) {
  if (type.startsWith("multipart/form-data")) {
    const boundary = "fuzzboundary";
    const parts = Object.entries(fields).map(
      ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    return { body: `${parts.join("")}--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` };
  }
  return { body: new URLSearchParams(fields).toString(), type };
}

const pathArbitrary = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...KNOWN_PATHS) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...KNOWN_PATHS), fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }))
      .map(([path, upper]) => [...path].map((char, i) => (upper[i] ? char.toUpperCase() : char)).join("")),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...KNOWN_PATHS), fc.constantFrom("/", "//", "/x", "/%", "/%2e%2e/", "/.", "/%00", "/..;/"))
      .map(([path, tail]) => path + tail),
  },
  { weight: 1, arbitrary: printable.map((text) => `/${encodeURIComponent(text)}`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("/%", "/%E0%A4%A", "/%C0%AF", "//", "/\\\\evil.example", `/${"a".repeat(4000)}`),
  },
);

const queryArbitrary = fc.oneof(
  { weight: 4, arbitrary: fc.constant("") },
  {
    weight: 4,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.constantFrom(
            "utm_source",
            "utm_campaign",
            "gclid",
            "fbclid",
            "msclkid",
            "__build",
            "_data",
            "index",
            "redirectTo",
            "mode",
            "plan",
            "crm",
            "service",
            "sent",
            "token_hash",
            "type",
            "code",
            "error",
            "error_description",
          ),
          fc.oneof(
            nastyInUrl,
            fc.constantFrom("root", "routes/_index", "routes/contact", "crm", "features", "1", "recovery", "sign-up"),
          ),
        ),
        { maxLength: 4 },
      )
      .map((pairs) => `?${new URLSearchParams(pairs).toString()}`)
      // The whole URL within Cloudflare's limit too (see nastyInUrl).
      .filter((query) => query.length <= 16_000),
  },
  { weight: 1, arbitrary: printable.map((text) => `?${text}`) },
);

const headersArbitrary = (origin) =>
  fc.record(
    {
      // Mostly what the site's own pages send, so most posts reach the actions behind the check.
      Origin: fc.oneof(
        { weight: 6, arbitrary: fc.constant(origin) },
        { weight: 1, arbitrary: fc.constantFrom("null", "https://evil.example", origin.replace("http:", "https:")) },
      ),
      "Sec-Fetch-Site": fc.oneof(
        { weight: 6, arbitrary: fc.constant("same-origin") },
        { weight: 1, arbitrary: fc.constantFrom("cross-site", "none", "same-site") },
      ),
      "X-Forwarded-Host": fc.oneof(
        fc.constant("evil.example"),
        printable.filter((value) => value.trim() === value),
      ),
      Cookie: fc.constantFrom(
        "theme=dark",
        "sb-127-auth-token=base64-bm90IGpzb24",
        "sb-127-auth-token=garbage",
        "sb-127-auth-token.0=base64-eyJh; sb-127-auth-token.1=broken",
        "sb-127-auth-token=base64-eyJhY2Nlc3NfdG9rZW4iOiJ4LnkueiIsInJlZnJlc2hfdG9rZW4iOiJ4In0",
      ),
      Accept: fc.constantFrom("text/html", "application/json", "*/*", "text/x-component"),
      "User-Agent": fc.constantFrom(
        "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0 Safari/537.36",
        "curl/8.0",
        "Googlebot/2.1",
      ),
    },
    { requiredKeys: [] },
  );

const METHODS = ["GET", "GET", "GET", "HEAD", "POST", "POST", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const CONTENT_TYPES = [
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "application/json",
  "text/plain;charset=UTF-8",
  "text/xml",
  "",
];

/** One request: { method, path, headers, body? } (path includes the query). */
export function requestArbitrary(origin) {
  return fc
    .record({
      method: fc.constantFrom(...METHODS),
      path: pathArbitrary,
      query: queryArbitrary,
      headers: headersArbitrary(origin),
      contentType: fc.constantFrom(...CONTENT_TYPES),
      formPath: fc.constantFrom(...Object.keys(FORMS)),
      raw: fc.oneof(nasty, fc.json(), fc.constant(JSON.stringify(VITALS_BEACON))),
      useForm: fc.boolean(),
    })
    .chain((draft) =>
      draft.useForm
        ? formBody(draft.formPath).map((fields) => ({ ...draft, fields }))
        : fc.constant({ ...draft, fields: null }),
    )
    .map(({ method, path, query, headers, contentType, formPath, raw, useForm, fields }) => {
      const hasBody = !["GET", "HEAD"].includes(method);
      // Forms are posted to their own path half of the time, so the actions themselves are reached.
      const target = useForm && hasBody ? formPath : path;
      const request = { method, path: `${target}${query}`, headers: { ...headers } };
      if (!hasBody) return request;
      const encoded = fields
        ? encodeForm(fields, contentType || "application/x-www-form-urlencoded")
        : { body: raw, type: contentType };
      if (encoded.type) request.headers["Content-Type"] = encoded.type;
      request.body = encoded.body;
      return request;
    });
}

/** The cases the performance issue names, sent first on every run. */
export function namedCases(origin) {
  const form = { "Content-Type": "application/x-www-form-urlencoded", Origin: origin };
  const contact = new URLSearchParams(FORMS["/contact"]()).toString();
  return [
    { method: "GET", path: "/contact?__build=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E", headers: {} },
    { method: "GET", path: "/AUTH", headers: {} },
    { method: "GET", path: "/Auth/Reset", headers: {} },
    { method: "POST", path: "/contact", headers: { ...form, Origin: "null" }, body: contact },
    { method: "POST", path: "/logout", headers: { ...form, Origin: "null" }, body: "" },
    { method: "POST", path: "/auth?_data=routes%2Fauth._index", headers: { ...form, Origin: "null" }, body: "" },
    { method: "POST", path: "/contact", headers: { ...form, "X-Forwarded-Host": "evil.example" }, body: contact },
    { method: "POST", path: "/contact", headers: form, body: `${contact}&message=${"x".repeat(70_000)}` },
    {
      method: "POST",
      path: "/auth",
      headers: form,
      body: new URLSearchParams({
        intent: "sign-in",
        email: "a\u0000@example.com",
        password: "x",
        redirectTo: "",
      }).toString(),
    },
    { method: "GET", path: `/dashboard?q=${"x".repeat(60_000)}`, headers: {} },
    {
      method: "POST",
      path: "/api/vitals",
      headers: { "Content-Type": "text/plain" },
      body: JSON.stringify(VITALS_BEACON),
    },
    // Chunked bodies (no Content-Length) past the caps: each must be answered 413 and leave the
    // runtime answering the next request at once (an oversized stream once stalled wrangler dev).
    { method: "POST", path: "/contact", headers: form, streamBytes: 256 * 1024, followUp: true, expect: 413 },
    {
      method: "POST",
      path: "/api/vitals",
      headers: { "Content-Type": "text/plain" },
      streamBytes: 64 * 1024,
      followUp: true,
      expect: 413,
    },
    { method: "POST", path: "/auth", headers: form, streamBytes: 4 * 1024 * 1024, followUp: true, expect: 413 },
    // Past the drain limit (BODY_DRAIN_LIMIT_BYTES): the site stops reading and closes the
    // connection, so the client may see its upload fail instead of the 413; what matters is the
    // next request.
    { method: "POST", path: "/contact", headers: form, streamBytes: 12 * 1024 * 1024, followUp: true, mayClose: true },
    // Several multi-MB uploads at once.
    {
      method: "POST",
      path: "/book-demo",
      headers: form,
      streamBytes: 3 * 1024 * 1024,
      copies: 4,
      followUp: true,
      expect: 413,
    },
  ];
}

/**
 * @param {string} origin
 * @param {{ numRuns: number, seed: number }} options
 * @returns {FuzzCase[]}
 */
export function fuzzCases(origin, { numRuns, seed }) {
  return [...namedCases(origin), ...fc.sample(requestArbitrary(origin), { numRuns, seed })];
}

/**
 * @typedef {{ method: string, path: string, headers: Record<string, string>, body?: string,
 *   streamBytes?: number, copies?: number, followUp?: boolean, expect?: number,
 *   mayClose?: boolean }} FuzzCase
 *   streamBytes: send that many bytes as a chunked body instead of `body`; copies: send that many
 *   at once; followUp: then time a small request, which must be answered within the follow-up
 *   limit; expect: the only status that counts as right; mayClose: the server may close the
 *   connection instead of answering (a body past the drain limit).
 * @typedef {{ status?: number, text?: string, error?: string, fromWorker?: boolean, closed?: boolean }} FuzzResult
 */

/** A follow-up request after a hostile body must be answered within this long. */
export const FOLLOW_UP_LIMIT_MS = 1_000;
// (`npm run fuzz`, the second. The sample in `npm test` passes 5 s: it shares two cores with
// the browser tests, and the stall it guards against lasted 10-40 s or ended in the proxy's 503.)

/** A body of `size` bytes that arrives in 64 KB pieces with no Content-Length (chunked). */
function chunkedBody(size) {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      const chunk = new TextEncoder().encode("a=".padEnd(Math.min(65_536, size - sent), "x"));
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

/**
 * Sends one request; answers { status, text } (text only for a 5xx) or { error }.
 * @param {string} origin
 * @param {FuzzCase} item
 * @returns {Promise<FuzzResult>}
 */
async function sendOne(origin, { method, path, headers, body, streamBytes }, timeoutMs) {
  try {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers,
      body: streamBytes ? chunkedBody(streamBytes) : body,
      duplex: streamBytes ? "half" : undefined,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = response.status >= 500 ? await response.text() : (await response.arrayBuffer(), "");
    // The Worker puts its security headers on every answer; one without them came from the local
    // dev server in front of it (wrangler's proxy), not from the site.
    return { status: response.status, text, fromWorker: response.headers.has("x-frame-options") };
  } catch (error) {
    return { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

/**
 * Sends one case (`copies` of it at once), then its follow-up; answers the worst result: an error
 * or a 5xx of any copy, or a follow-up slower than FOLLOW_UP_LIMIT_MS.
 * @param {string} origin
 * @param {FuzzCase} item
 * @returns {Promise<FuzzResult>}
 */
export async function send(origin, item, { timeoutMs = 30_000, followUpLimitMs = FOLLOW_UP_LIMIT_MS } = {}) {
  const results = await Promise.all(Array.from({ length: item.copies ?? 1 }, () => sendOne(origin, item, timeoutMs)));
  const worst = results.find((result) => result.error || result.status >= 500) ?? results[0];
  const closed = item.mayClose && worst.error && !worst.status;
  if (!closed && (worst.error || worst.status >= 500)) return worst;
  const unexpected = item.expect && !closed ? results.find((result) => result.status !== item.expect) : undefined;
  if (unexpected) return { error: `answered ${unexpected.status}, expected ${item.expect}` };
  // A connection the server closed is an answer here, shown as "closed"; errors are the client's.
  const answered = closed ? { status: 0, closed: true, text: "" } : worst;
  if (!item.followUp) return answered;
  const started = performance.now();
  const next = await sendOne(origin, { method: "GET", path: "/robots.txt", headers: {} }, timeoutMs);
  const ms = performance.now() - started;
  if (next.error || next.status !== 200 || ms > followUpLimitMs) {
    return { error: `the next request took ${ms.toFixed(0)} ms (${next.error ?? next.status})` };
  }
  return answered;
}

/**
 * Sends every case, `concurrency` at a time; calls `onResult` for each.
 * @param {string} origin
 * @param {FuzzCase[]} cases
 * @param {{ concurrency?: number, onResult: (item: FuzzCase, result: FuzzResult) => void, shouldStop?: () => boolean, followUpLimitMs?: number }} options
 */
export async function runCases(
  origin,
  cases,
  { concurrency = 8, onResult, shouldStop = () => false, followUpLimitMs = FOLLOW_UP_LIMIT_MS },
) {
  let next = 0;
  const worker = async () => {
    while (next < cases.length && !shouldStop()) {
      const item = cases[next++];
      onResult(item, await send(origin, item, { followUpLimitMs }));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
