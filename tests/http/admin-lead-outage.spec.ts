/**
 * Issue 10 §11, no lead lost while the database is down (moved from tests/e2e/lead-outage.spec.ts,
 * issue 30; it never needed more than the forms as a browser without JavaScript sends them): a
 * contact form sent while Supabase is unreachable is thanked as usual; the Worker queues the lead,
 * the queue's consumer finds the database down too and retries with backoff, and once Supabase is
 * back the lead is in /admin/leads exactly once, though the form reached the site twice (ADR 050:
 * both queued copies carry the form's render id, and the consumer stores one). A Worker of its own
 * (playwright.config.ts) reaches the shared Supabase through a proxy this file switches off and on,
 * so no other test sees the outage. Audits queue the same way (issue 24, ADR 046): the third test;
 * and so do watched projects' sweeps and checks (issue 33, ADR 068): the last.
 * That Worker runs on the project's legacy keys (the first test; ADR 055).
 *
 * The queue's retries run on the Worker's clock, a real one: the waits here are for them.
 */
import { expect, served, test as base, textOf, type APIRequestContext, type Served } from "./support/test";
import { accessibleName } from "./support/a11y";
import { HtmlForm } from "./support/html-form";
import { contactFormCopy } from "~/content/lead-forms";
import { DEMO_USER, freshEmail } from "../e2e/support/accounts";
import { adminRequestFixture } from "../e2e/support/admin-session";
import { expectThanked, fillContactForm, leadRowOf } from "../e2e/support/admin-steps";
import { waitOutTimeTrap } from "../e2e/support/bot-traps";
import { scaled } from "../e2e/support/machine";
import { ORIGIN_WITH_OUTAGE, OUTAGE_SWITCH, TEST_PORTS } from "../e2e/support/servers";
import { selectAsServiceRole } from "../e2e/support/supabase-admin";
import { apiAccount } from "../e2e/support/account-setup";
import { runScheduler, setFixtureSite, weeksOf, withWatchLock } from "../e2e/support/watch";

const test = base.extend<{ admin: APIRequestContext }>({ admin: adminRequestFixture });

// One switch turns the outage Worker's Supabase off for every test here: they take turns.
test.describe.configure({ mode: "serial" });

interface Outage {
  /** Writes refused while down. */
  refusedWrites: number;
  /** Writes let through while up, per path ("/rest/v1/leads"). */
  passedWrites: Record<string, number>;
  /** The kinds of API key the Worker's requests carried. */
  apiKeys: { publishable: number; secret: number; legacy: number };
}

/** Turns the outage Worker's Supabase off or on; answers what its proxy has counted so far. */
async function supabase(state?: "down" | "up"): Promise<Outage> {
  const response = await fetch(state ? `${OUTAGE_SWITCH}/${state}` : OUTAGE_SWITCH, {
    method: state ? "POST" : "GET",
  });
  return (await response.json()) as Outage;
}

const refused = async () => (await supabase()).refusedWrites;
const passedTo = async (table: string) => (await supabase()).passedWrites[`/rest/v1/${table}`] ?? 0;

async function storedLeads(email: string): Promise<number> {
  return (await selectAsServiceRole("leads", `select=id&email=eq.${encodeURIComponent(email)}`)).length;
}

test("this Worker runs on the project's legacy keys (ADR 055): a user signs in and reads their own dashboard", async ({
  request,
}) => {
  const auth = await served(request, `${ORIGIN_WITH_OUTAGE}/auth`, { follow: true });
  const dashboard = await HtmlForm.byButton(auth, "Sign in")
    .fill("Email", DEMO_USER.email)
    .fill("Password", DEMO_USER.password)
    .submit(request, { button: "Sign in" });
  expect(new URL(dashboard.url).pathname).toBe("/dashboard");
  expect(textOf(dashboard.document.body)).toContain(DEMO_USER.name);
  // Every request this Worker sent its Supabase carried a legacy key, none of today's.
  const { apiKeys } = await supabase();
  expect(apiKeys.legacy).toBeGreaterThan(0);
  expect({ publishable: apiKeys.publishable, secret: apiKeys.secret }).toEqual({ publishable: 0, secret: 0 });
});

test("a contact form sent (twice) while Supabase is down is thanked, and reaches the inbox exactly once when it is back", async ({
  request,
  admin,
}) => {
  test.slow();
  const email = freshEmail("outage");
  const filled = await fillContactForm(request, {
    path: `${ORIGIN_WITH_OUTAGE}/contact?service=local-seo`,
    name: "Olive Outage",
    email,
    message: "Our site went down the day your database did.",
  });
  await waitOutTimeTrap(filled.renderedAt);
  let leadWritesBefore = 0;
  try {
    const { refusedWrites: refusedBefore } = await supabase("down");
    // The form's request reaches the site twice, the same bytes each time (a resend after a lost
    // answer): two writes refused, two messages queued, one lead. The first answer is lost.
    await filled.form.send(request, { button: contactFormCopy.submit });
    expectThanked(await filled.form.submit(request, { button: contactFormCopy.submit }));
    // Four writes refused: the form's own, twice, then the queue's first deliveries
    // (max_batch_timeout 1 s), which the consumer retries with backoff.
    await expect.poll(refused, { timeout: scaled(15_000) }).toBeGreaterThanOrEqual(refusedBefore + 4);
    expect(await storedLeads(email)).toBe(0);
  } finally {
    leadWritesBefore = (await supabase("up")).passedWrites["/rest/v1/leads"] ?? 0;
  }
  // Each message is delivered again 5 s after its failed delivery (app/lib/leads/queue-policy.ts):
  // two writes of the lead reach the database, and it holds one.
  await expect.poll(() => passedTo("leads"), { timeout: scaled(20_000) }).toBeGreaterThanOrEqual(leadWritesBefore + 2);

  expect(textOf(await leadRowOf(admin, email))).toContain("Contact form");
  expect(await storedLeads(email)).toBe(1);
});

test("an audit sent while Supabase is down lands on its preview, and is stored once, with its report, when it is back", async ({
  request,
}) => {
  test.slow();
  const stamp = `outage=${Date.now()}`;
  let previewId = "";
  let auditWritesBefore = 0;
  try {
    const { refusedWrites: refusedBefore } = await supabase("down");
    const tool = await served(request, `${ORIGIN_WITH_OUTAGE}/audit`, { follow: true });
    expect(tool.status).toBe(200);
    const preview: Served = await HtmlForm.byButton(tool, "Analyze My Website")
      .fill("Website URL", `http://good.fixtures.test/?${stamp}`)
      .submit(request, { button: "Analyze My Website" });
    // The isolate that recorded the audit still knows it: the preview is made and shown.
    expect(new URL(preview.url).pathname).toMatch(/^\/audit\/preview\/[0-9a-f-]{36}$/);
    expect(preview.status).toBe(200);
    const headings = [...preview.document.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((heading) =>
      accessibleName(heading),
    );
    expect(headings.filter((heading) => /Preview score: \d+ out of 100/.test(heading)).length).toBeGreaterThan(0);
    previewId = new URL(preview.url).pathname.split("/").pop()!;
    // The request's write and the report's, both refused, both queued.
    await expect.poll(refused, { timeout: scaled(15_000) }).toBeGreaterThanOrEqual(refusedBefore + 2);
    expect(await selectAsServiceRole("audit_requests", `preview_id=eq.${previewId}`)).toEqual([]);
  } finally {
    auditWritesBefore = (await supabase("up")).passedWrites["/rest/v1/audit_requests"] ?? 0;
  }
  await expect
    .poll(
      () => selectAsServiceRole<{ url: string; score: number | null }>("audit_requests", `preview_id=eq.${previewId}`),
      { timeout: scaled(30_000) },
    )
    .toEqual([expect.objectContaining({ url: `http://good.fixtures.test?${stamp}`, score: expect.any(Number) })]);
  // Both queued writes reach the database, and it holds one audit.
  await expect
    .poll(() => passedTo("audit_requests"), { timeout: scaled(20_000) })
    .toBeGreaterThanOrEqual(auditWritesBefore + 2);
  expect(await selectAsServiceRole("audit_requests", `url=like.*${stamp}`)).toHaveLength(1);
});

test("a watched project's checks, scheduled while Supabase is down, are stored once each when it is back", async ({
  request,
}) => {
  test.slow();
  const account = await apiAccount("watch-outage", "Otto Outage");
  const auth = await served(request, `${ORIGIN_WITH_OUTAGE}/auth`, { follow: true });
  const dashboard = await HtmlForm.byButton(auth, "Sign in")
    .fill("Email", account.email)
    .fill("Password", account.password)
    .submit(request, { button: "Sign in" });
  const host = `changing--outage${Date.now().toString(36)}.fixtures.test`;
  const projectPage = await HtmlForm.byButton(dashboard, "Add project")
    .fill("Project name", "Outage Dental")
    .fill("Website", `http://${host}/`)
    .submit(request, { button: "Add project" });
  const projectId = new URL(projectPage.url).pathname.split("/").pop()!;
  const checks = () =>
    selectAsServiceRole<{ period: string; status: string }>(
      "project_checks",
      `select=period,status&project_id=eq.${projectId}&order=period`,
    );

  const [first, second] = weeksOf(2033);
  const watch = (value: string) =>
    HtmlForm.byButton(projectPage, "Save").select("Check this site", value).send(request, { button: "Save" });
  // Watched only while no other scenario runs the scheduler: every sweep checks every project due.
  await withWatchLock(async () => {
    expect((await watch("weekly")).status).toBe(200);
    try {
      await supabase("down");
      // Both cron runs happen while the database is away: their sweeps wait on the queue.
      await runScheduler(ORIGIN_WITH_OUTAGE, first);
      await setFixtureSite(host, "worse", TEST_PORTS.auditFixturesOutage);
      await runScheduler(ORIGIN_WITH_OUTAGE, second);
      // The consumer has tried (and failed to reach the database) at least once by now.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(await checks()).toEqual([]);
    } finally {
      await supabase("up");
    }
    // Each period once: the two sweeps' retries and the checks' do not double a row.
    await expect.poll(checks, { timeout: scaled(90_000), intervals: [1_000] }).toEqual([
      { period: "2033-W09", status: "ok" },
      { period: "2033-W10", status: "ok" },
    ]);
    expect((await watch("off")).status).toBe(200);
  });
});
