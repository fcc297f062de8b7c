/**
 * The free-audit form without JavaScript (docs/product.md §5; ADR 046): one field posted to /audit,
 * answered with a 303 to the audit's preview in the same tab, or with the form again holding the
 * message and what was typed. The form's behaviour with JavaScript (checks as typed, the toast, the
 * new tab, the preview in place) is in tests/e2e/audit.spec.ts and tests/e2e/audit-preview.spec.ts.
 */
import fc from "fast-check";
import { expect, follow, served, test, textOf, type APIRequestContext } from "./support/test";
import { byRole, roleTexts } from "./support/a11y";
import { HtmlForm, valueOf } from "./support/html-form";
import { AUDIT_URL_MESSAGES } from "~/lib/audit/audit-url";
import { CONTROL_CHARACTERS_MESSAGE } from "~/lib/forms/text-rules";
import { auditFormCopy } from "~/content/audit-form";
import { visitorAddress } from "../e2e/support/bot-traps";
import { ANALYSER, PREVIEW_PATH, findingOf, fixture, postAudit, sendAuditForm } from "../e2e/support/forms-audits";
import { scaled } from "../e2e/support/machine";
import { selectAsServiceRole } from "../e2e/support/supabase-admin";

function uniqueHost(): string {
  return `audit-${Date.now()}-${Math.random().toString(36).slice(2, 7)}.example.com`;
}

/** Where each page's audit form posts: the page itself (issue 34 §2), the home page's section by its anchor. */
const FORM_ACTION: Record<string, string> = { "/": "/?index#audit-section" };

/** The pages with the audit form, and the part of each that holds it. */
const FORM_PAGES = [
  ["/", "#audit-section"],
  ["/national-seo-audit", "main"],
  ["/florida-seo-audit", "main"],
  ["/wyoming-seo-audit", "main"],
  ["/audit", "main"],
] as const;

/**
 * The audit form inside `within` on the page at `path`, checked to be the plain form: a POST of its
 * `url` field to the page itself, whose answer comes in the same tab (no target on the form or its button).
 */
async function auditFormOn(request: APIRequestContext, path: string, within: string): Promise<HtmlForm> {
  const page = await served(request, path, { status: 200 });
  const section = page.document.querySelector(within);
  expect(section, `${within} on ${path}`).toBeTruthy();
  const form = HtmlForm.byField(page, auditFormCopy.inputLabel, section!);
  expect(form.element.getAttribute("action"), path).toBe(FORM_ACTION[path] ?? path);
  expect(form.element.getAttribute("method"), path).toBe("post");
  expect(form.control(auditFormCopy.inputLabel).getAttribute("name"), path).toBe("url");
  const submit = form.element.querySelectorAll('button[type="submit"]');
  expect(submit, path).toHaveLength(1);
  // Nothing opens another tab without JavaScript: the answer replaces the page.
  expect(form.element.hasAttribute("target"), `${path}: the form names no target`).toBe(false);
  expect(submit[0]!.hasAttribute("formtarget"), `${path}: the button names no target`).toBe(false);
  return form;
}

test.describe("audit action (plain HTTP)", () => {
  test("a valid URL is answered 303 to its preview; the form's script gets the full report's page, which moves on to the analyser", async ({
    request,
  }) => {
    const answer = await postAudit(request, "example.com");
    expect(answer.status).toBe(303);
    expect(answer.location).toMatch(PREVIEW_PATH);

    // The script posts to its own JSON route (ADR 046), never to Remix's data URL of the page.
    const inline = await request.post("/audit/start", {
      form: { url: "example.com" },
      headers: { "X-Audit-Inline": "1" },
    });
    expect(inline.status()).toBe(201);
    expect(inline.headers()["cache-control"]).toBe("no-store");
    const started = (await inline.json()) as { preview: string; fullReport: string; hostname: string };
    expect(started.preview).toMatch(PREVIEW_PATH);
    expect(started).toEqual({
      preview: started.preview,
      fullReport: `${started.preview}/full-report`,
      hostname: "example.com",
    });

    // The new tab's page is the site's own: it says what is happening, and moves on by a meta refresh.
    const handoff = await served(request, started.fullReport, { status: 200 });
    expect(handoff.response.headers()["cache-control"]).toBe("private, no-store");
    expect(handoff.response.headers()["x-robots-tag"]).toBe("noindex");
    expect(byRole(handoff.document, "heading", { level: 1 }).map(textOf)).toEqual([
      "Preparing the Full Report for example.com…",
    ]);
    expect(handoff.document.querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(/noindex/);
    const refresh = handoff.document.querySelector('meta[http-equiv="refresh"]')?.getAttribute("content") ?? "";
    const analyser = new URL(refresh.replace(/^\d+; url=/, ""));
    expect(`${analyser.origin}${analyser.pathname}`).toBe(ANALYSER);
    expect(analyser.searchParams.get("domain_analyzer")).toBe("https://example.com");
    expect(analyser.searchParams.get("hostname")).toBe("example.com");
    expect(analyser.searchParams.get("userId")).toBe("100001");
    // The same address behind its link, for whoever does not wait.
    const link = byRole(handoff.document, "link").find((a) => textOf(a) === "Continue to the full report");
    expect(link?.getAttribute("href")).toBe(analyser.toString());
    // An id that was never stored has no page to move on from.
    const unknown = await served(request, "/audit/preview/00000000-0000-4000-8000-000000000000/full-report", {
      status: 404,
    });
    expect(unknown.document.querySelector('meta[http-equiv="refresh"]')).toBeNull();
  });

  test("/audit/start answers the form's script only: JSON refusals, 403 without its header, 405 to a read", async ({
    request,
  }) => {
    const refused = await request.post("/audit/start", {
      form: { url: "not a site" },
      headers: { "X-Audit-Inline": "1" },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({ error: expect.any(String) });
    const bare = await request.post("/audit/start", { form: { url: "example.com" } });
    expect(bare.status()).toBe(403);
    expect(((await bare.json()) as { error: string }).error).toBe("This address answers the audit form's script only.");
    expect((await request.get("/audit/start")).status()).toBe(405);
    // What the form reader refuses (here a body that is not a form) comes back as JSON too.
    const unreadable = await request.post("/audit/start", {
      data: JSON.stringify({ url: "example.com" }),
      headers: { "X-Audit-Inline": "1", "Content-Type": "application/json" },
    });
    expect(unreadable.status()).toBe(415);
    expect(unreadable.headers()["cache-control"]).toBe("no-store");
    expect(await unreadable.json()).toEqual({ error: expect.any(String) });
  });

  test("an accepted audit is recorded in audit_requests", async ({ request }) => {
    const host = uniqueHost();
    const answer = await postAudit(request, `http://${host}/pricing`);
    expect(answer.status).toBe(303);
    await expect
      .poll(async () =>
        selectAsServiceRole<{ url: string; user_id: string | null }>("audit_requests", `hostname=eq.${host}`),
      )
      .toEqual([expect.objectContaining({ url: `http://${host}/pricing`, user_id: null })]);
  });

  test("200 generated inputs never get a 5xx", async ({ request }) => {
    test.setTimeout(scaled(120_000));
    const inputs = fc.sample(
      fc.oneof(
        fc.string({ maxLength: 80 }),
        fc.string({ unit: "grapheme", maxLength: 40 }),
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        fc.domain(),
        fc.ipV4(),
        fc.ipV6().map((ip) => `http://[${ip}]/`),
        fc.constantFrom("javascript:alert(1)", "data:,x", "ftp://x.y", "localhost", "%00", "a".repeat(5000)),
      ),
      { numRuns: 200, seed: 2026 },
    );
    const statuses = new Map<number, number>();
    for (let i = 0; i < inputs.length; i += 10) {
      const batch = inputs.slice(i, i + 10);
      const results = await Promise.all(
        // Each from its own address: this checks validation, not the audit's rate limit.
        batch.map((url) =>
          request
            .post("/audit", { form: { url }, maxRedirects: 0, headers: { "CF-Connecting-IP": visitorAddress() } })
            .then((r) => r.status()),
        ),
      );
      for (const status of results) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(
      [...statuses.keys()].every((status) => status === 303 || status === 400),
      JSON.stringify([...statuses]),
    ).toBe(true);
  });
});

test.describe("audit form without JavaScript", () => {
  for (const [path, within] of FORM_PAGES.filter(([path]) => path !== "/audit")) {
    test(`the form on ${path} lands on the audit's preview in the same tab`, async ({ request }) => {
      const form = await auditFormOn(request, path, within);
      // A fixture site (scripts/audit-fixture-sites.mjs): nothing leaves the machine.
      const answer = await sendAuditForm(request, form.fill(auditFormCopy.inputLabel, "Good.Fixtures.Test/?from=form"));
      const preview = await follow(request, answer);
      expect(byRole(preview.document, "heading", { level: 1 }).map(textOf)).toEqual([
        "SEO audit preview: good.fixtures.test",
      ]);
    });
  }

  for (const path of ["/", "/national-seo-audit"]) {
    test(`the form on ${path} lands on the preview of a site that redirects, which counts its hops`, async ({
      request,
    }) => {
      const form = await auditFormOn(request, path, path === "/" ? "#audit-section" : "main");
      const answer = await sendAuditForm(request, form.fill(auditFormCopy.inputLabel, fixture("redirects")));
      const { document } = await follow(request, answer);
      expect(findingOf(document, "redirects")).toContain("2");
      expect(textOf(document.querySelector('[data-check="redirects"]'))).not.toContain("Fail");
    });
  }

  for (const [typed, message] of [
    ["localhost", AUDIT_URL_MESSAGES.invalidDomain],
    ["", AUDIT_URL_MESSAGES.empty],
    // A tab inside: refused as in every field, not dropped by the URL parser.
    ["https://exam\tple.com/", CONTROL_CHARACTERS_MESSAGE],
  ] as const) {
    test(`${JSON.stringify(typed).slice(1, -1) || "an empty field"} comes back in place with "${message}" and the value kept`, async ({
      request,
    }) => {
      const form = await auditFormOn(request, "/audit", "main");
      const answer = await form.fill(auditFormCopy.inputLabel, typed).send(request);
      // Answered in place: the form again, not a redirect to another page.
      expect(answer.status).toBe(400);
      expect(answer.location).toBeUndefined();
      const again = HtmlForm.byField(answer, auditFormCopy.inputLabel);
      expect(roleTexts(answer.document, "alert")).toEqual([message]);
      const field = again.control(auditFormCopy.inputLabel);
      expect(valueOf(field)).toBe(typed);
      expect(field.getAttribute("aria-invalid")).toBe("true");
      expect(again.element.getAttribute("action")).toBe("/audit");
      expect(again.element.hasAttribute("target")).toBe(false);
    });
  }

  // Issue 34 §2: from any page, a refused address comes back to that page, with the message the
  // script shows for the same address (the same rules, audit-url.ts), and what was typed.
  for (const [path, within] of FORM_PAGES.filter(([path]) => path !== "/audit")) {
    test(`a refused address comes back to ${path} with the script's message and the value kept`, async ({
      request,
    }) => {
      const before = await served(request, path, { status: 200 });
      const heading = byRole(before.document, "heading", { level: 1 }).map(textOf);
      for (const [typed, message] of [
        ["not a site", AUDIT_URL_MESSAGES.invalidUrl],
        ["mybusiness", AUDIT_URL_MESSAGES.invalidDomain],
        ["intranet.corp.internal", AUDIT_URL_MESSAGES.localhost],
      ] as const) {
        const form = await auditFormOn(request, path, within);
        // Each from its own address: this checks the answer, not the audit's rate limit.
        const answer = await form
          .fill(auditFormCopy.inputLabel, typed)
          .send(request, { headers: { "CF-Connecting-IP": visitorAddress() } });
        expect(answer.status, typed).toBe(400);
        expect(answer.location, typed).toBeUndefined();
        expect(byRole(answer.document, "heading", { level: 1 }).map(textOf), `${typed}: the same page`).toEqual(
          heading,
        );
        const section = answer.document.querySelector(within)!;
        const again = HtmlForm.byField(answer, auditFormCopy.inputLabel, section);
        expect(roleTexts(section, "alert"), typed).toEqual([message]);
        expect(valueOf(again.control(auditFormCopy.inputLabel)), typed).toBe(typed);
        expect(again.element.getAttribute("action"), typed).toBe(FORM_ACTION[path] ?? path);
      }
    });
  }
});
