#!/usr/bin/env node
// `npm run load`: LOAD_DURATION (60) seconds at LOAD_CONNECTIONS (20) connections against the
// production build on loopback (scripts/lib/stack.mjs starts it, or BENCH_URL and
// BENCH_SUPABASE_URL name a running one), mixing page views, free audits, contact-form leads and
// sign-ins. Prints requests, errors (transport errors, timeouts and any answer other than the one
// each request should get), 5xx and latency percentiles, and counts public.leads before and after;
// each lead carries this run's tag in its email, so every lead the site accepted is looked up by
// address afterwards. Exit code 1 unless errors, 5xx and lost leads are all 0.
//
// The site's limits stay as they are; the run is keyed the way real traffic is: every request comes
// from a visitor address of its own (CF-Connecting-IP, which wrangler dev passes through and
// Cloudflare sets in production; from 198.18.0.0/15, the range set aside for tests), sign-ins go
// round a pool of accounts made for the run and confirmed with their emailed code (the per-account
// limit is 10 a minute; BENCH_MAILBOX names a running stack's mailbox file), and each lead carries
// the bot traps of a form of its own, as a person's would: a rendered form is one lead (ADR 050),
// so the run's views of /contact keep a pool of rendered forms, each used once when its minimum
// fill time has passed; a lead with no form ready is sent as a view of /contact instead.
import autocannon from "autocannon";
import { readFileSync } from "node:fs";
import { formTraps, testAddress } from "./lib/bot-traps.mjs";
import { startStack } from "./lib/stack.mjs";
import { localKey } from "./lib/local-keys.mjs";

const DURATION = Number(process.env.LOAD_DURATION ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 20);
const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
// The stand-in's fixed, public, local-only secret key, to count rows as an operator would.
const SERVICE_KEY = localKey("LOCAL_SECRET_KEY");
// The lead forms' bot traps as app/lib/forms/honeypot.ts names and times them.
const HONEYPOT = readFileSync("app/lib/forms/honeypot.ts", "utf8");
const honeypotConstant = (name) => new RegExp(`export const ${name} = "?([\\w]+)"?;`).exec(HONEYPOT)[1];
const TRAP_FIELD = honeypotConstant("HONEYPOT_FIELD");
const TIME_FIELD = honeypotConstant("HONEYPOT_VALID_FROM_FIELD");
const MIN_FILL_MS = Number(honeypotConstant("MIN_FILL_SECONDS")) * 1000;
const PAGES = ["/", "/tampa-seo-services", "/services/local-seo", "/contact", "/about", "/cheyenne-seo-services"];

const RUN = `load-${Date.now().toString(36)}`;
let sequence = 0;
let signIns = 0;
/** Accounts for the run's sign-ins: enough that none passes its 10 sign-ins a minute. */
const ACCOUNTS = Math.max(20, Math.ceil((DURATION / 60) * CONNECTIONS * 8));
const PASSWORD = "load-test-password-1";
/** Rendered /contact forms not yet sent: their traps, and when a person could have filled them in. */
const forms = [];
let formless = 0;
const FORM_PAGE = "/contact";

/** A rendered form whose fill time has passed, taken from the pool (each is sent once). */
function readyForm() {
  if (forms.length === 0 || forms[0].readyAt > Date.now()) return undefined;
  return forms.shift().traps;
}

/** Keeps the form a page view of /contact rendered. */
function keepForm(html) {
  try {
    forms.push({
      traps: formTraps(html, { trapField: TRAP_FIELD, timeField: TIME_FIELD }),
      readyAt: Date.now() + MIN_FILL_MS + 200,
    });
  } catch {
    // Not a form page after all (an error page is counted by its status).
  }
}

/** What each kind of request sends, and the status that means it worked. */
const KINDS = {
  page: {
    weight: 60,
    expect: 200,
    request: () => ({ method: "GET", path: PAGES[sequence++ % PAGES.length], headers: { Accept: "text/html" } }),
  },
  audit: {
    weight: 15,
    expect: 303,
    request: (origin) => form(origin, "/audit", { url: `https://load-${sequence++ % 500}.example.com/` }),
  },
  lead: {
    weight: 15,
    expect: 302,
    request: (origin, traps) =>
      form(origin, FORM_PAGE, {
        name: "Load Test",
        email: `${RUN}-${sequence++}@example.com`,
        phone: "",
        company: "",
        service: "local-seo",
        message: "Sent by npm run load.",
        ...traps,
      }),
  },
  signIn: {
    weight: 10,
    expect: 302,
    request: (origin) =>
      form(origin, "/auth", {
        intent: "sign-in",
        // In turn, so each account signs in as seldom as the pool allows.
        email: `${RUN}-account-${signIns++ % ACCOUNTS}@example.com`,
        password: PASSWORD,
        redirectTo: "/dashboard",
      }),
  },
};

function form(origin, path, fields) {
  return {
    method: "POST",
    path,
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: origin,
      "Sec-Fetch-Site": "same-origin",
      "CF-Connecting-IP": testAddress(sequence),
    },
    body: new URLSearchParams(fields).toString(),
  };
}

function pick() {
  let roll = Math.random() * Object.values(KINDS).reduce((sum, kind) => sum + kind.weight, 0);
  for (const [name, kind] of Object.entries(KINDS)) {
    roll -= kind.weight;
    if (roll < 0) return name;
  }
  return "page";
}

const asOperator = { apikey: SERVICE_KEY, Authorization: `Bearer ${SERVICE_KEY}` };

/**
 * The run's sign-in accounts, made as a person makes one: the auth server's sign-up, then the code
 * of its confirmation email ("Confirm email" is on, supabase/config.toml: an unconfirmed account's
 * sign-in is refused with 400 email_not_confirmed), read from the stand-in's mailbox file.
 */
async function makeAccounts(dbUrl, mailbox) {
  for (let i = 0; i < ACCOUNTS; i++) {
    const email = `${RUN}-account-${i}@example.com`;
    const response = await fetch(`${dbUrl}/auth/v1/signup`, {
      method: "POST",
      headers: { ...asOperator, "Content-Type": "application/json" },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (!response.ok) throw new Error(`Making account ${i} failed: ${response.status} ${await response.text()}`);
    const token = await confirmationCode(mailbox, email);
    const confirmed = await fetch(`${dbUrl}/auth/v1/verify`, {
      method: "POST",
      headers: { ...asOperator, "Content-Type": "application/json" },
      body: JSON.stringify({ type: "signup", email, token }),
    });
    if (!confirmed.ok) throw new Error(`Confirming account ${i} failed: ${confirmed.status} ${await confirmed.text()}`);
  }
}

/** The code of the newest sign-up confirmation emailed to `email`, waiting up to 5 s for it. */
async function confirmationCode(mailbox, email) {
  for (let waited = 0; waited < 5_000; waited += 50) {
    const mail = readFileSync(mailbox, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .findLast((entry) => entry.to === email && entry.type === "signup");
    if (mail) return mail.code;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No confirmation email for ${email} in ${mailbox}`);
}

/** Forms for the run's first leads: as many views of /contact as a second of leads needs. */
async function renderForms(origin, count) {
  for (let i = 0; i < count; i++) {
    keepForm(await (await fetch(`${origin}${FORM_PAGE}`, { headers: { Accept: "text/html" } })).text());
  }
  await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS + 200));
}

async function leadCount(dbUrl) {
  const response = await fetch(`${dbUrl}/rest/v1/leads?select=id&limit=1`, {
    headers: { ...asOperator, Prefer: "count=exact" },
  });
  if (!response.ok) throw new Error(`Counting leads failed: ${response.status} ${await response.text()}`);
  return Number(/\/(\d+)$/.exec(response.headers.get("Content-Range") ?? "")?.[1]);
}

/** The emails of this run's stored leads. */
async function storedEmails(dbUrl) {
  const response = await fetch(`${dbUrl}/rest/v1/leads?select=email&email=like.${RUN}-*`, { headers: asOperator });
  if (!response.ok) throw new Error(`Reading leads failed: ${response.status} ${await response.text()}`);
  return new Set((await response.json()).map((row) => row.email));
}

// The stand-in's emails, for the accounts' confirmation codes: the file the stack's stand-in writes,
// or, for a stack that already runs (BENCH_URL), the one its SUPABASE_LOCAL_MAILBOX names.
const MAILBOX = process.env.BENCH_URL
  ? process.env.BENCH_MAILBOX
  : `reports/load-mailbox-${Number(process.env.E2E_PORT_OFFSET ?? 0)}.jsonl`;
if (!MAILBOX) {
  console.error(
    "With BENCH_URL, set BENCH_MAILBOX to the running stand-in's SUPABASE_LOCAL_MAILBOX file: the run's " +
      "sign-in accounts are confirmed with the code their confirmation email carries.",
  );
  process.exit(1);
}
const stack = await startStack({ port: 8981, dbPort: 54481, inspectorPort: 9481, mailbox: MAILBOX });
const tally = Object.fromEntries(Object.keys(KINDS).map((name) => [name, { sent: 0, ok: 0, wrong: {} }]));
const acceptedEmails = new Set();
let result;
let before;
let after;
let stored;
try {
  await makeAccounts(stack.dbUrl, MAILBOX);
  await renderForms(stack.origin, CONNECTIONS * 4);
  before = await leadCount(stack.dbUrl);
  console.log(
    `Load against ${stack.origin}: ${CONNECTIONS} connections for ${DURATION} s; ` +
      `mix ${Object.entries(KINDS)
        .map(([name, kind]) => `${name} ${kind.weight}%`)
        .join(", ")}\n`,
  );
  result = await autocannon({
    url: stack.origin,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { "User-Agent": BROWSER_UA },
    requests: [
      {
        setupRequest(request, context) {
          context.kind = pick();
          const traps = context.kind === "lead" ? readyForm() : undefined;
          if (context.kind === "lead" && !traps) formless++;
          const chosen = traps
            ? KINDS.lead.request(stack.origin, traps)
            : context.kind === "lead"
              ? { method: "GET", path: FORM_PAGE, headers: { Accept: "text/html" } }
              : KINDS[context.kind].request(stack.origin);
          if (context.kind === "lead" && !traps) context.kind = "page";
          context.path = chosen.path;
          if (context.kind === "lead") context.email = new URLSearchParams(chosen.body).get("email");
          return { ...request, ...chosen, headers: { ...request.headers, ...chosen.headers } };
        },
        onResponse(status, body, context) {
          if (context.kind === "page" && context.path === FORM_PAGE && status === 200) keepForm(body);
          const entry = tally[context.kind];
          entry.sent++;
          if (status === KINDS[context.kind].expect) {
            entry.ok++;
            if (context.kind === "lead") acceptedEmails.add(context.email);
          } else entry.wrong[status] = (entry.wrong[status] ?? 0) + 1;
        },
      },
    ],
  });
  // Stored after the answer (waitUntil) for audits; leads are stored before it. Give both a moment.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  after = await leadCount(stack.dbUrl);
  stored = await storedEmails(stack.dbUrl);
} finally {
  await stack.stop();
}

const wrong = Object.values(tally).reduce((sum, entry) => sum + entry.sent - entry.ok, 0);
const fives = Object.entries(result.statusCodeStats ?? {})
  .filter(([status]) => status.startsWith("5"))
  .reduce((sum, [, stats]) => sum + stats.count, 0);
const errors = result.errors + result.timeouts + wrong;
const lost = [...acceptedEmails].filter((email) => !stored.has(email)).length;

console.log("kind".padEnd(8), "sent".padStart(7), "as expected".padStart(12), "other answers");
for (const [name, entry] of Object.entries(tally)) {
  const other = Object.entries(entry.wrong)
    .map(([status, count]) => `${status}×${count}`)
    .join(" ");
  console.log(name.padEnd(8), String(entry.sent).padStart(7), String(entry.ok).padStart(12), other || "-");
}
const l = result.latency;
console.log(
  `\nrequests ${result.requests.total} (${result.requests.average.toFixed(0)}/s)   errors ${errors} ` +
    `(transport ${result.errors}, timeouts ${result.timeouts}, unexpected answers ${wrong})   5xx ${fives}`,
);
console.log(`latency ms: p50 ${l.p50}  p90 ${l.p90}  p99 ${l.p99}  max ${l.max}`);
console.log(`${formless} leads had no rendered form ready and were sent as a view of ${FORM_PAGE} instead`);
console.log(
  `leads: ${before} rows before, ${after} after; ${acceptedEmails.size} accepted during the run, ` +
    `${acceptedEmails.size - lost} of them stored (${stored.size} of this run's stored, counting requests still in flight at the end)`,
);
const pass = errors === 0 && fives === 0 && lost === 0;
console.log(pass ? "PASS: no errors, no 5xx, no lead lost" : `FAIL${lost ? ` (${lost} leads not stored)` : ""}`);
if (!pass) process.exitCode = 1;
