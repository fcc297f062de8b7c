/**
 * The audit preview (issue 22, ADR 046) as the server sends it: the site fetches the visitor's
 * page itself and answers with what it found, streamed into the preview's own page, which needs no
 * JavaScript. The audited sites are the fixture sites on loopback (scripts/audit-fixture-sites.mjs),
 * `<name>.fixtures.test` under the test-only allowance; nothing leaves the machine. What a browser
 * shows of it (the preview in place with JavaScript, the stylesheet hiding the "checking" line, axe)
 * is in tests/e2e/audit-preview.spec.ts.
 */
import {
  expect,
  follow,
  isRendered,
  parseDocument,
  served,
  test as base,
  textOf,
  type APIRequestContext,
} from "./support/test";
import { byRole, regionNamed, roleTexts } from "./support/a11y";
import { HtmlForm } from "./support/html-form";
import { auditFormCopy } from "~/content/audit-form";
import { auditPreviewCopy } from "~/content/audit-preview";
import { CHECK_ORDER } from "~/lib/audit/preview/evaluate";
import { HOSTILE_PATHS } from "../../scripts/lib/hostile-pages.mjs";
import { visitorAddress, waitOutTimeTrap } from "../e2e/support/bot-traps";
import {
  EVERY_CHECK,
  auditPreview,
  checkStatuses,
  findingOf,
  fixture,
  postAudit,
  scoreHeading,
  sendAuditForm,
} from "../e2e/support/forms-audits";
import { signInByRequest } from "../e2e/support/account-setup";
import { DEMO_USER } from "../e2e/support/accounts";
import { adminRequestFixture } from "../e2e/support/admin-session";
import { selectAsServiceRole } from "../e2e/support/supabase-admin";
import { withinOneWindow } from "./support/rate-window";
import { TEST_ORIGIN } from "../e2e/support/servers";

const test = base.extend<{ admin: APIRequestContext }>({ admin: adminRequestFixture });

const SCORE = /^Preview score: (\d+) out of 100$/;

/** The texts of a page's headings of one level. */
const headingTexts = (document: Document, level: number) => byRole(document, "heading", { level }).map(textOf);

/** The hrefs of the links of `scope` named so. */
const linkHrefs = (scope: Document | Element, name: RegExp) =>
  byRole(scope, "link", { name }).map((link) => link.getAttribute("href"));

/** The audit tool's form, as /audit serves it. */
async function toolForm(request: APIRequestContext): Promise<HtmlForm> {
  return HtmlForm.byField(await served(request, "/audit"), auditFormCopy.inputLabel);
}

test.describe("without JavaScript", () => {
  test("a valid address lands on its preview in the same tab, with every check computed", async ({ request }) => {
    const form = (await toolForm(request)).fill(auditFormCopy.inputLabel, "http://good.fixtures.test/");
    // The page's own address, which its canonical link names.
    const { status, document } = await follow(request, await sendAuditForm(request, form));
    expect(status).toBe(200);
    expect(headingTexts(document, 1)).toEqual(["SEO audit preview: good.fixtures.test"]);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(/noindex/);
    const statuses = checkStatuses(document);
    expect(Object.keys(statuses).sort()).toEqual(EVERY_CHECK);
    expect(statuses).toMatchObject({
      status: "Pass",
      title: "Pass",
      description: "Pass",
      h1: "Pass",
      canonical: "Pass",
      "robots-meta": "Pass",
      viewport: "Pass",
      social: "Pass",
      "json-ld": "Pass",
      "image-alt": "Pass",
      "robots-txt": "Pass",
      sitemap: "Pass",
      favicon: "Pass",
      lang: "Pass",
      // The fixture sites are served over plain http on loopback.
      https: "Fail",
    });
    expect(findingOf(document, "json-ld")).toContain("Dentist");
    const score = document.querySelector("#audit-score-heading");
    expect(textOf(score)).toMatch(SCORE);
    expect(isRendered(score!)).toBe(true);
    // The "checking" line comes first and the report after it, in the same live region: the
    // stylesheet hides the line once the report follows it (checked in the browser).
    const checking = [...document.querySelectorAll('[role="status"]')].find(
      (element) => textOf(element.querySelector("strong")) === auditPreviewCopy.checking("good.fixtures.test"),
    );
    expect(checking, "the checking line").toBeTruthy();
    expect(checking!.parentElement?.getAttribute("aria-live")).toBe("polite");
    expect(checking!.parentElement?.querySelector("[data-audit-report]")).toBeTruthy();
    // In the report's header and in the side panel, both through the site's own hand-off page,
    // which moves on to the analyser (ADR 070), in a new tab.
    const full = byRole(document, "link", { name: /^Get the full report$/ });
    expect(full).toHaveLength(2);
    for (const link of full) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("href")).toMatch(/^\/audit\/preview\/[0-9a-f-]{36}\/full-report$/);
    }
  });

  test("a page with every fault gets a fail or a warning for each, in plain words", async ({ request }) => {
    const { document } = await auditPreview(request, fixture("faults"));
    const found = checkStatuses(document);
    // The checks of the page's markup and its site's files, links aside: CHECK_ORDER from the title
    // on (the fetch's checks come first), read from the app so that a check added there is held here.
    const faults = CHECK_ORDER.slice(CHECK_ORDER.indexOf("title")).filter((id) => id !== "links");
    for (const id of faults) {
      expect(found[id], id).toBeDefined();
      expect(found[id], id).not.toBe("Pass");
    }
    expect(findingOf(document, "robots-meta")).toMatch(/noindex/i);
    expect(findingOf(document, "h1")).toContain("2");
    expect(findingOf(document, "image-alt")).toContain("2");
  });
});

test.describe("safe to point at anything", () => {
  test("a redirect to a private address is refused at the hop, and nothing is fetched there", async ({ request }) => {
    const answer = await postAudit(request, fixture("private"));
    expect(answer.status).toBe(303);
    const preview = await request.get(answer.location!);
    // One visitor's report, whose address is the key to it: kept by no shared cache, never indexed.
    expect(preview.headers()["cache-control"]).toBe("private, no-store");
    expect(preview.headers()["x-robots-tag"]).toBe("noindex");
    const html = await preview.text();
    // No page, so no score: the state card says what happened, and where (issue 34).
    expect(html).toContain('data-audit-problem="redirect"');
    expect(html).not.toContain("Preview score:");
    // Every other form of the same report too: the page's data request (a client navigation's)
    // and the report alone, which the audit form's script shows in place.
    const data = await request.get(`${answer.location!}.data`);
    const alone = await request.get(`${answer.location!}/report`);
    for (const other of [data, alone]) {
      expect(other.status()).toBe(200);
      expect(other.headers()["cache-control"]).toBe("private, no-store");
      expect(other.headers()["x-robots-tag"]).toBe("noindex");
    }
    expect(((await alone.json()) as { html: string }).html).toContain('data-audit-problem="redirect"');
    expect(html).toMatch(/A redirect led to http:\/\/10\.0\.0\.1\/admin, which is not a public website/);
  });

  for (const url of [
    "http://10.0.0.1/",
    "http://127.0.0.1:8799/",
    "http://[::1]/",
    "http://2130706433/",
    "http://intranet.local/",
    "https://example.com:8443/",
  ]) {
    test(`${url} is refused before anything is fetched`, async ({ request }) => {
      const answer = await postAudit(request, url);
      expect(answer.status).toBe(400);
    });
  }

  test("a loop, a slow server and a PDF get a state card and no score; a huge body is scored from what was read; none is an error", async ({
    request,
  }) => {
    // The slow site is given up after 8 s on the server's own clock: the one real wait here.
    const reports = await Promise.all(
      ["loop", "slow", "huge", "pdf"].map(async (site) => {
        const answer = await postAudit(request, fixture(site), { "CF-Connecting-IP": visitorAddress() });
        expect(answer.status, site).toBe(303);
        const page = await request.get(answer.location!);
        expect(page.status(), site).toBe(200);
        return [site, await page.text()] as const;
      }),
    );
    const text = Object.fromEntries(reports);
    const heading = (html: string) => textOf(parseDocument(html).querySelector("#audit-problem-heading"));
    expect(heading(text.loop!)).toMatch(/^http:\/\/loop\.fixtures\.test\/\S* redirects somewhere we can't follow$/);
    expect(heading(text.slow!)).toBe("We couldn't reach slow.fixtures.test within 8 seconds");
    expect(heading(text.pdf!)).toMatch(
      /^http:\/\/pdf\.fixtures\.test\/\S* is a file \(application\/pdf\), not a web page$/,
    );
    for (const site of ["loop", "slow", "pdf"]) {
      expect(text[site], site).not.toContain("Preview score:");
      expect(text[site], site).not.toContain("data-check=");
    }
    // The first 2 MB of a page are a page: it is scored, its size check says what was read.
    expect(text.huge).toMatch(/2 MB|first 2/i);
    expect(text.huge).toContain("Preview score:");
  });

  test("a page shaped to make the reader work hard is too large to check fully, with no score; a page view and another site's audit made meanwhile are whole", async ({
    request,
  }) => {
    const visitor = () => ({ "CF-Connecting-IP": visitorAddress() });
    // One after another: seven 2 MB pages fetched at once share one isolate, and on a slow machine
    // their own 8 s fetch limit (a wall clock) ran out before the reader was reached.
    const hostile = (async () => {
      const pages: (readonly [string, Document])[] = [];
      for (const path of HOSTILE_PATHS) {
        pages.push([path, (await auditPreview(request, fixture("hostile", path), visitor())).document]);
      }
      return pages;
    })();
    const [home, good] = await Promise.all([request.get("/"), auditPreview(request, fixture("good"), visitor())]);
    expect(home.status()).toBe(200);
    // Before the reader was bounded, the good site's fetch ran out of its 8 s behind the hostile pages.
    expect(scoreHeading(good.document)).toMatch(SCORE);
    for (const [path, document] of await hostile) {
      expect(scoreHeading(document), path).toBe(auditPreviewCopy.tooLarge.heading);
      expect(findingOf(document, "title"), path).toBe("Not checked: the page is too large to check fully.");
    }
  });

  test("many hostnames redirecting to one site fetch it no more than its own limit allows: the rest stop at the redirect", async ({
    request,
  }) => {
    const findings = await withinOneWindow(60, async () => {
      const tag = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
      // A host of this run's own: its share is spent here, and no other test's.
      const victim = `http://jsonld--victim${tag}.fixtures.test/`;
      const pages: { status: string; text: string }[] = [];
      for (let i = 0; i < 11; i++) {
        const aimed = `http://redirect-to--a${i}x${tag}.fixtures.test/?to=${encodeURIComponent(victim)}`;
        const { document } = await auditPreview(request, aimed, { "CF-Connecting-IP": visitorAddress() });
        pages.push({ status: findingOf(document, "status"), text: textOf(document.body) });
      }
      return pages;
    });
    // Each report reaches the victim once (its page and site files): ten fit in its minute.
    expect(findings.slice(0, 10).map((page) => page.status)).toEqual(Array(10).fill("The page answered 200 OK."));
    // The eleventh stops at the redirect: no report is kept, and the page says it could not finish.
    expect(findings[10]!.status).toBe("");
    expect(findings[10]!.text).toContain(auditPreviewCopy.failed);
  });

  test("one site is audited at most 10 times a minute, whoever asks: then 429 with Retry-After", async ({
    request,
  }) => {
    const { statusesSeen, retryAfter } = await withinOneWindow(60, async () => {
      const host = `limit-${Date.now()}-${Math.random().toString(36).slice(2, 8)}.fixtures.test`;
      const statusesSeen: number[] = [];
      let retryAfter: string | undefined;
      for (let i = 0; i < 12; i++) {
        const answer = await postAudit(request, `http://${host}/`, { "CF-Connecting-IP": visitorAddress() });
        statusesSeen.push(answer.status);
        if (answer.status === 429) retryAfter = answer.response.headers()["retry-after"];
      }
      return { statusesSeen, retryAfter };
    });
    expect(statusesSeen.slice(0, 10)).toEqual(Array(10).fill(303));
    expect(statusesSeen.slice(10)).toEqual([429, 429]);
    expect(retryAfter).toBe("60");
  });

  test("one address opens at most 120 previews a minute, page and report alike: then 429, private, with Retry-After", async ({
    request,
  }) => {
    const views = await withinOneWindow(60, async () => {
      const visitor = { "CF-Connecting-IP": visitorAddress() };
      const statuses: number[] = [];
      for (let i = 0; i < 120; i++) {
        const id = crypto.randomUUID();
        const path = i % 2 ? `/audit/preview/${id}` : `/audit/preview/${id}/report`;
        statuses.push((await request.get(path, { headers: visitor, maxRedirects: 0 })).status());
      }
      const page = await served(request, `/audit/preview/${crypto.randomUUID()}`, { headers: visitor });
      const report = await request.get(`/audit/preview/${crypto.randomUUID()}/report`, { headers: visitor });
      // "Email me this report" reads the preview too: the same limit, and what was typed comes back.
      const posted = await request.post(`/audit/preview/${crypto.randomUUID()}`, {
        headers: { ...visitor, Origin: TEST_ORIGIN },
        form: { name: "Jane Doe", email: "jane@example.com" },
        maxRedirects: 0,
      });
      return { statuses, page, report, posted };
    });
    expect(new Set(views.statuses)).toEqual(new Set([404]));
    expect(views.page.status).toBe(429);
    expect(headingTexts(views.page.document, 1)).toEqual([auditPreviewCopy.tooManyViews]);
    expect(views.report.status()).toBe(429);
    expect(await views.report.json()).toEqual({ error: auditPreviewCopy.tooManyViews });
    for (const headers of [views.page.response.headers(), views.report.headers()]) {
      expect(headers).toMatchObject({
        "retry-after": "60",
        "cache-control": "private, no-store",
        "x-robots-tag": "noindex",
      });
    }
    expect(views.posted.status()).toBe(429);
    expect(views.posted.headers()["retry-after"]).toBe("60");
    expect(await views.posted.text()).toContain(auditPreviewCopy.tooManyViews);
    // Another visitor is not held by it.
    expect((await request.get(`/audit/preview/${crypto.randomUUID()}`)).status()).toBe(404);
  });

  test("an unknown or malformed preview address is a 404 page", async ({ request }) => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id", "%00"]) {
      const { status, document } = await served(request, `/audit/preview/${id}`);
      expect(status, id).toBe(404);
      expect(headingTexts(document, 1), id).toEqual([auditPreviewCopy.notFound]);
    }
  });
});

test("Have a specialist add notes: the visitor becomes a lead whose page in the inbox shows the report; the audit list shows its score, findings and the domain's history", async ({
  request,
  admin,
}) => {
  // The same site twice for a history, through the /audit form as a browser without JavaScript sends it.
  const stamp = Date.now();
  const auditForm = await toolForm(request);
  let previewPath = "";
  for (const run of [1, 2]) {
    const url = `http://faults.fixtures.test/?history=${stamp}-${run}`;
    previewPath = (await sendAuditForm(request, auditForm.fill(auditFormCopy.inputLabel, url), { what: url }))
      .location!;
  }
  const previewId = previewPath.split("/").pop()!;
  // The specialist's form, the one with a name ("Email me this report" asks for the address only).
  const emailForm = HtmlForm.byField(await served(request, previewPath), "Full name");
  expect(emailForm.element.getAttribute("action")).toBe(`${previewPath}#request-form`);
  await waitOutTimeTrap();

  // An empty name comes back with the field's message and the email kept.
  const email = `report-${stamp}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const refused = await emailForm.fill("Work email", email).send(request);
  expect(refused.status).toBe(400);
  const again = HtmlForm.byField(refused, "Full name");
  expect(again.value("Work email")).toBe(email);
  expect(again.control("Full name").getAttribute("aria-invalid")).toBe("true");
  // The form sent back is a new render, which may be sent at once.
  const sent = await again.fill("Full name", "Rita Report").send(request);
  expect(sent.status).toBe(302);
  const thanked = await follow(request, sent);
  expect(roleTexts(thanked.document, "status").join(" ")).toContain("An SEO specialist will email you this report");

  const [lead] = await selectAsServiceRole<{ id: number; kind: string; audit_preview_id: string }>(
    "leads",
    `email=eq.${encodeURIComponent(email)}`,
  );
  expect(lead).toEqual(expect.objectContaining({ kind: "audit", audit_preview_id: previewId }));

  // The demo admin's session of the worker (admin-session.ts): signing in is not this test's point.
  const inbox = await served(admin, `/admin/leads/${lead!.id}`);
  expect(inbox.status).toBe(200);
  const report = regionNamed(inbox.document, "Audit Report Asked For", { exact: true });
  expect(textOf(report)).toContain("faults.fixtures.test");
  expect(textOf(report)).toMatch(/Score \d+\/100/);
  expect(report.querySelectorAll('[aria-label="Top findings"] > li')).toHaveLength(3);
  expect(linkHrefs(report, /^Open the report$/)).toEqual([`/audit/preview/${previewId}`]);

  const history = await served(admin, "/admin/audits?domain=faults.fixtures.test");
  expect(history.status).toBe(200);
  expect(headingTexts(history.document, 2)).toContain("History of faults.fixtures.test");
  const [table] = byRole(history.document, "table", { name: "History of faults.fixtures.test", exact: true });
  const row = [...(table?.querySelectorAll("tr") ?? [])].find((tr) => textOf(tr).includes(`history=${stamp}-2`));
  expect(row, "the second audit's row").toBeTruthy();
  // The domain is the row's header; the cells are the address, the score, the findings…
  const cells = [...row!.querySelectorAll("td")];
  expect(textOf(cells[1])).toMatch(/^\d+$/);
  expect(textOf(row)).toMatch(/Main heading|Robots|Title|Meta description/);
  expect(byRole(row!, "link", { name: /audits$/ })).toHaveLength(1);
});

test("a customer's project audit shows its score on the project page, linked to its report, and on the dashboard", async ({
  request,
}) => {
  await signInByRequest(request, DEMO_USER);
  const name = `Scored site ${Date.now()}`;
  const dashboard = await served(request, "/dashboard");
  expect(dashboard.status).toBe(200);
  const added = await HtmlForm.byField(dashboard, "Project name")
    .fill("Project name", name)
    .fill("Website", fixture("good"))
    .send(request);
  expect(added.location).toMatch(/^\/project\/[0-9a-f-]+$/);
  const project = await follow(request, added);
  expect(headingTexts(project.document, 1)).toEqual([name]);

  // The project's audit opens in a new tab (the form's target), on its preview.
  const auditForm = HtmlForm.byButton(project, /^Audit http:\/\/good\.fixtures\.test/);
  expect(auditForm.element.getAttribute("target")).toBe("_blank");
  expect(auditForm.element.getAttribute("action")).toBe("/audit");
  expect(auditForm.element.getAttribute("method")).toBe("post");
  const answer = await sendAuditForm(request, auditForm);
  const preview = await follow(request, answer);
  const score = SCORE.exec(scoreHeading(preview.document))?.[1];
  expect(score, "the preview's score").toBeDefined();

  const again = await served(request, added.location!);
  const [table] = byRole(again.document, "table", { name: "Recent audits of this project, newest first", exact: true });
  const row = table?.querySelector("tbody tr");
  expect(row, "the project's newest audit").toBeTruthy();
  expect(linkHrefs(row!, /good\.fixtures\.test/)).toEqual([answer.location]);
  // The address is the row's header; the score is its first cell.
  expect(textOf(row!.querySelector("td"))).toBe(score);

  const after = await served(request, "/dashboard");
  const audits = after.document.querySelector(`ul[aria-label="Recent Audits: ${name}"]`);
  expect(audits, "the project's recent audits on the dashboard").toBeTruthy();
  expect(textOf(audits!.querySelector("li"))).toContain(score);
  const card = audits!.parentElement!.closest("li");
  expect(card?.querySelector("a")?.getAttribute("href")).toBe(added.location);
});
