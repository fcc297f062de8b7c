/**
 * The audit preview (issue 22, ADR 046) as the server sends it: the site fetches the visitor's
 * page itself and answers with what it found, streamed into the preview's own page, which needs no
 * JavaScript. The audited sites are the fixture sites on loopback (scripts/audit-fixture-sites.mjs),
 * `<name>.fixtures.test` under the test-only allowance; nothing leaves the machine. What a browser
 * shows of it (the preview in place with JavaScript, the stylesheet hiding the "checking" line, axe)
 * is in tests/e2e/audit-preview.spec.ts.
 */
import { expect, test, textOf, isRendered } from "./support/test";
import { auditFormCopy } from "~/content/audit-form";
import { auditPreviewCopy } from "~/content/audit-preview";
import { visitorAddress } from "../e2e/support/bot-traps";
import {
  EVERY_CHECK,
  PREVIEW_PATH,
  auditPreview,
  checkStatuses,
  findingOf,
  fixture,
  postAudit,
  scoreHeading,
} from "../e2e/support/forms-audits";
import { signInByRequest } from "../e2e/support/account-setup";
import { DEMO_ADMIN, DEMO_USER } from "../e2e/support/accounts";
import {
  controlLabelled,
  filledForm,
  follow,
  formFields,
  formWithField,
  postForm,
  regionNamed,
  renderedTexts,
  sendForm,
  tableCaptioned,
  valueOf,
  waitOutTimeTrap,
  getPage,
} from "../e2e/support/forms-http";
import { selectAsServiceRole } from "../e2e/support/supabase-admin";

const SCORE = /^Preview score: (\d+) out of 100$/;

/** The links of `root` whose text matches `name`. */
const linksNamed = (root: Document | Element, name: RegExp) =>
  [...root.querySelectorAll("a")].filter((link) => name.test(textOf(link)));

test.describe("without JavaScript", () => {
  test("a valid address lands on its preview in the same tab, with every check computed", async ({ request }) => {
    const form = formWithField((await getPage(request, "/audit")).document, auditFormCopy.inputLabel);
    // The page's own address, which its canonical link names.
    const answer = await postForm(
      request,
      "/audit",
      filledForm(form, { [auditFormCopy.inputLabel]: "http://good.fixtures.test/" }),
    );
    expect(answer.status).toBe(303);
    expect(answer.location).toMatch(PREVIEW_PATH);
    const { status, document } = await follow(request, answer);
    expect(status).toBe(200);
    expect(renderedTexts(document, "h1")).toEqual(["SEO audit preview: good.fixtures.test"]);
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
    const full = linksNamed(document, /^Get the full report$/);
    expect(full).toHaveLength(1);
    expect(full[0]!.getAttribute("target")).toBe("_blank");
    expect(new URL(full[0]!.getAttribute("href")!).searchParams.get("hostname")).toBe("good.fixtures.test");
  });

  test("a page with every fault gets a fail or a warning for each, in plain words", async ({ request }) => {
    const { document } = await auditPreview(request, fixture("faults"));
    const found = checkStatuses(document);
    for (const id of [
      "title",
      "description",
      "h1",
      "canonical",
      "robots-meta",
      "lang",
      "viewport",
      "social",
      "json-ld",
      "image-alt",
      "robots-txt",
      "sitemap",
      "favicon",
    ]) {
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
    expect(html).toContain('data-check="redirects"');
    expect(html).toMatch(/10\.0\.0\.1/);
    const redirects = /data-check="redirects"[\s\S]*?<\/li>/.exec(html)?.[0] ?? "";
    expect(redirects).toContain("Fail");
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

  test("a loop, a slow server, a huge body and a PDF are findings, not errors", async ({ request }) => {
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
    expect(text.loop).toMatch(/loop/i);
    expect(text.slow).toMatch(/did not arrive within 8(\.0)? s/);
    expect(text.huge).toMatch(/2 MB|first 2/i);
    expect(text.pdf).toMatch(/application\/pdf/);
    for (const [site, html] of reports) expect(html, site).toContain("Preview score:");
  });

  test("one site is audited at most 10 times a minute, whoever asks: then 429 with Retry-After", async ({
    request,
  }) => {
    const host = `limit-${Date.now()}.fixtures.test`;
    const statusesSeen: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 12; i++) {
      const answer = await postAudit(request, `http://${host}/`, { "CF-Connecting-IP": visitorAddress() });
      statusesSeen.push(answer.status);
      if (answer.status === 429) retryAfter = answer.response.headers()["retry-after"];
    }
    expect(statusesSeen.slice(0, 10)).toEqual(Array(10).fill(303));
    expect(statusesSeen.slice(10)).toEqual([429, 429]);
    expect(retryAfter).toBe("60");
  });

  test("an unknown or malformed preview address is a 404 page", async ({ request }) => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id", "%00"]) {
      const { status, document } = await getPage(request, `/audit/preview/${id}`);
      expect(status, id).toBe(404);
      expect(renderedTexts(document, "h1"), id).toEqual([auditPreviewCopy.notFound]);
    }
  });
});

test("Email me this report: the visitor becomes a lead whose page in the inbox shows the report; the audit list shows its score, findings and the domain's history", async ({
  request,
  playwright,
  baseURL,
}) => {
  // The same site twice for a history, through the /audit form as a browser without JavaScript sends it.
  const stamp = Date.now();
  const auditForm = formWithField((await getPage(request, "/audit")).document, auditFormCopy.inputLabel);
  let previewPath = "";
  for (const run of [1, 2]) {
    const url = `http://faults.fixtures.test/?history=${stamp}-${run}`;
    const answer = await postForm(request, "/audit", filledForm(auditForm, { [auditFormCopy.inputLabel]: url }));
    expect(answer.status, url).toBe(303);
    expect(answer.location, url).toMatch(PREVIEW_PATH);
    previewPath = answer.location!;
  }
  const previewId = previewPath.split("/").pop()!;
  const preview = await getPage(request, previewPath);
  const emailForm = formWithField(preview.document, "Work email");
  expect(emailForm.getAttribute("action")).toBe(`${previewPath}#request-form`);
  await waitOutTimeTrap();

  // An empty name comes back with the field's message and the email kept.
  const email = `report-${stamp}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const refused = await sendForm(request, previewPath, emailForm, { "Work email": email });
  expect(refused.status).toBe(400);
  expect(valueOf(controlLabelled(refused.document, "Work email"))).toBe(email);
  expect(controlLabelled(refused.document, "Full name").getAttribute("aria-invalid")).toBe("true");
  // The form sent back is a new render, which may be sent at once.
  const sent = await sendForm(request, previewPath, formWithField(refused.document, "Work email"), {
    "Full name": "Rita Report",
  });
  expect(sent.status).toBe(302);
  const thanked = await follow(request, sent);
  expect(renderedTexts(thanked.document, '[role="status"]').join(" ")).toContain(
    "An SEO specialist will email you this report",
  );

  const [lead] = await selectAsServiceRole<{ id: number; kind: string; audit_preview_id: string }>(
    "leads",
    `email=eq.${encodeURIComponent(email)}`,
  );
  expect(lead).toEqual(expect.objectContaining({ kind: "audit", audit_preview_id: previewId }));

  const admin = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress() },
  });
  await signInByRequest(admin, DEMO_ADMIN);
  const inbox = await getPage(admin, `/admin/leads/${lead!.id}`);
  expect(inbox.status).toBe(200);
  const report = regionNamed(inbox.document, "Audit report asked for");
  expect(report, "the report's panel").toBeTruthy();
  expect(textOf(report)).toContain("faults.fixtures.test");
  expect(textOf(report)).toMatch(/Score \d+\/100/);
  expect(report!.querySelectorAll('[aria-label="Top findings"] > li')).toHaveLength(3);
  expect(linksNamed(report!, /^Open the report$/).map((link) => link.getAttribute("href"))).toEqual([
    `/audit/preview/${previewId}`,
  ]);

  const history = await getPage(admin, "/admin/audits?domain=faults.fixtures.test");
  expect(history.status).toBe(200);
  expect(renderedTexts(history.document, "h2")).toContain("History of faults.fixtures.test");
  const rows = [...(tableCaptioned(history.document, "History of faults.fixtures.test")?.querySelectorAll("tr") ?? [])];
  const row = rows.find((tr) => textOf(tr).includes(`history=${stamp}-2`));
  expect(row, "the second audit's row").toBeTruthy();
  // The domain is the row's header; the cells are the address, the score, the findings…
  const cells = [...row!.querySelectorAll("td")];
  expect(textOf(cells[1])).toMatch(/^\d+$/);
  expect(textOf(row)).toMatch(/Main heading|Robots|Title|Meta description/);
  expect(linksNamed(row!, /audits$/)).toHaveLength(1);
  await admin.dispose();
});

test("a customer's project audit shows its score on the project page, linked to its report, and on the dashboard", async ({
  request,
}) => {
  await signInByRequest(request, DEMO_USER);
  const name = `Scored site ${Date.now()}`;
  const dashboard = await getPage(request, "/dashboard");
  expect(dashboard.status).toBe(200);
  const added = await sendForm(request, "/dashboard", formWithField(dashboard.document, "Project name"), {
    "Project name": name,
    Website: fixture("good"),
  });
  expect(added.location).toMatch(/^\/project\/[0-9a-f-]+$/);
  const project = await follow(request, added);
  expect(renderedTexts(project.document, "h1")).toEqual([name]);

  // The project's audit opens in a new tab (the form's target), on its preview.
  const button = [...project.document.querySelectorAll("button")].find((item) =>
    /^Audit http:\/\/good\.fixtures\.test/.test(textOf(item)),
  );
  expect(button, "the project's audit button").toBeTruthy();
  const auditForm = button!.closest("form")!;
  expect(auditForm.getAttribute("target")).toBe("_blank");
  expect(auditForm.getAttribute("action")).toBe("/audit");
  expect(auditForm.getAttribute("method")).toBe("post");
  const answer = await postForm(request, "/audit", formFields(auditForm, button!));
  expect(answer.status).toBe(303);
  expect(answer.location).toMatch(PREVIEW_PATH);
  const preview = await follow(request, answer);
  const score = SCORE.exec(scoreHeading(preview.document))?.[1];
  expect(score, "the preview's score").toBeDefined();

  const again = await getPage(request, added.location!);
  const table = tableCaptioned(again.document, "Recent audits of this project, newest first");
  const row = table?.querySelector("tbody tr");
  expect(row, "the project's newest audit").toBeTruthy();
  expect(linksNamed(row!, /good\.fixtures\.test/).map((link) => link.getAttribute("href"))).toEqual([answer.location]);
  // The address is the row's header; the score is its first cell.
  expect(textOf(row!.querySelector("td"))).toBe(score);

  const after = await getPage(request, "/dashboard");
  const audits = after.document.querySelector(`ul[aria-label="Recent audits: ${name}"]`);
  expect(audits, "the project's recent audits on the dashboard").toBeTruthy();
  expect(textOf(audits!.querySelector("li"))).toContain(score);
  const card = audits!.parentElement!.closest("li");
  expect(card?.querySelector("a")?.getAttribute("href")).toBe(added.location);
});
