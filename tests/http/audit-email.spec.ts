/**
 * "Email me this report" (issue 34 §4) at the HTTP level, its failure paths: an address that would
 * add a header, or is no address, is refused with the field's message and nothing is sent; one
 * inbox gets only three a minute, whoever asks; without a mail server (the outage stack has none)
 * the visitor is told, the address kept. The browser test of a sent email is
 * tests/e2e/audit-email.spec.ts.
 */
import { readFileSync } from "node:fs";
import { expect, served, test, type APIRequestContext } from "./support/test";
import { regionNamed, roleTexts } from "./support/a11y";
import { HtmlForm, valueOf } from "./support/html-form";
import { withinOneWindow } from "./support/rate-window";
import { auditPreview, fixture, ownHost } from "../e2e/support/forms-audits";
import { visitorAddress, waitOutTimeTrap } from "../e2e/support/bot-traps";
import { ORIGIN_WITH_OUTAGE, TEST_MAILBOX } from "../e2e/support/servers";
import { auditPreviewCopy as copy } from "~/content/audit-preview";
import { rateLimitMessages } from "~/content/limits";

const mailsTo = (to: string) =>
  readFileSync(TEST_MAILBOX, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; type: string })
    .filter((mail) => mail.type === "site" && mail.to.toLowerCase().includes(to.toLowerCase()));

/** The "Email me this report" form of a fresh preview, its time trap waited out. */
async function emailForm(request: APIRequestContext) {
  const { path } = await auditPreview(request, fixture(ownHost("good")), { "CF-Connecting-IP": visitorAddress() });
  const form = HtmlForm.byButton(await served(request, path), copy.emailReport.submit);
  await waitOutTimeTrap();
  return { path, form };
}

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

test("an address that is not one address is refused, kept, and nothing is sent", async ({ request }) => {
  const { form } = await emailForm(request);
  const victim = `victim-${unique()}@example.com`;
  for (const typed of [
    `${victim}\r\nBcc: other-${unique()}@example.com`,
    `${victim}, other@example.com`,
    "not-an-address",
  ]) {
    const answer = await form
      .fill("Work email", typed)
      .send(request, { headers: { "CF-Connecting-IP": visitorAddress() } });
    expect(answer.status, typed).toBe(400);
    const again = HtmlForm.byButton(answer, copy.emailReport.submit);
    expect(again.control("Work email").getAttribute("aria-invalid"), typed).toBe("true");
    // What was typed comes back (its line break as the HTML parser reads it).
    expect(valueOf(again.control("Work email")).replace(/\s+/g, " "), typed).toBe(typed.replace(/\s+/g, " "));
  }
  expect(mailsTo(victim)).toEqual([]);
});

test("one inbox gets three a minute, whoever asks; the fourth is told to wait", async ({ request }) => {
  const { form } = await emailForm(request);
  const to = `busy-${unique()}@example.com`;
  const statuses = await withinOneWindow(60, async () => {
    const out: number[] = [];
    for (let i = 0; i < 4; i++) {
      const answer = await form
        .fill("Work email", to)
        .send(request, { headers: { "CF-Connecting-IP": visitorAddress() } });
      out.push(answer.status);
      if (answer.status === 429) {
        expect(answer.response.headers()["retry-after"]).toBe("60");
        expect(roleTexts(answer.document, "alert").join(" ")).toContain(rateLimitMessages.tooMany);
        expect(valueOf(HtmlForm.byButton(answer, copy.emailReport.submit).control("Work email"))).toBe(to);
      }
    }
    return out;
  });
  expect(statuses).toEqual([303, 303, 303, 429]);
  await expect.poll(() => mailsTo(to).length).toBe(3);
});

test("without a mail server the visitor is told, and the address is kept", async ({ request }) => {
  // The stack behind the outage proxy has no mail server (scripts/start.mjs starts none for a stack
  // pointed at another Supabase): its own preview, its own form.
  const audited = await request.post(`${ORIGIN_WITH_OUTAGE}/audit`, {
    form: { url: fixture(ownHost("good")) },
    headers: { "CF-Connecting-IP": visitorAddress(), Origin: ORIGIN_WITH_OUTAGE },
    maxRedirects: 0,
  });
  expect(audited.status()).toBe(303);
  const page = await served(request, `${ORIGIN_WITH_OUTAGE}${audited.headers().location}`, { status: 200 });
  const form = HtmlForm.byButton(page, copy.emailReport.submit);
  await waitOutTimeTrap();
  const to = `nomail-${unique()}@example.com`;
  const answer = await form.fill("Work email", to).send(request, { headers: { "CF-Connecting-IP": visitorAddress() } });
  expect(answer.status).toBe(503);
  const section = regionNamed(answer.document, copy.emailReport.title, { exact: true });
  expect(roleTexts(section, "alert")).toEqual([copy.emailReport.unavailable]);
  expect(valueOf(HtmlForm.byButton(answer, copy.emailReport.submit).control("Work email"))).toBe(to);
  expect(mailsTo(to)).toEqual([]);
});
