/**
 * "Email me this report" (issue 34 §4): the preview's link is sent at once, through SMTP (the
 * stack's sink, scripts/smtp-sink.mjs, writing into the local mailbox), with JavaScript and
 * without; a wrong address comes back with its message and what was typed.
 */
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "./support/test";
import { auditPreview, fixture, ownHost } from "./support/forms-audits";
import { visitorAddress, waitOutTimeTrap } from "./support/bot-traps";
import { waitForHydration } from "./support/html";
import { TEST_MAILBOX, TEST_ORIGIN } from "./support/servers";
import { auditPreviewCopy } from "~/content/audit-preview";
import { scaled } from "./support/machine";

interface SiteMail {
  to: string;
  type: string;
  subject: string;
  text: string;
  link: string;
}

/** The site's emails to `to` in the local mailbox. */
const mailsTo = (to: string): SiteMail[] =>
  readFileSync(TEST_MAILBOX, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SiteMail)
    .filter((mail) => mail.to === to && mail.type === "site");

const emailSection = (page: Page) => page.getByRole("region", { name: auditPreviewCopy.emailReport.title });

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("Email me this report puts the preview's link in the mailbox within seconds", async ({ page, request }) => {
      const { path } = await auditPreview(request, fixture(ownHost("good")), { "CF-Connecting-IP": visitorAddress() });
      await page.goto(path);
      if (javaScriptEnabled) await waitForHydration(page);
      const section = emailSection(page);
      const to = `report-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
      // A wrong address first: its message, and what was typed, nothing sent.
      await section.getByLabel("Work email").fill("not-an-address");
      await waitOutTimeTrap();
      await section.getByRole("button", { name: auditPreviewCopy.emailReport.submit }).click();
      await expect(section.getByLabel("Work email")).toHaveAttribute("aria-invalid", "true");
      await expect(section.getByLabel("Work email")).toHaveValue("not-an-address");

      await section.getByLabel("Work email").fill(to);
      await section.getByRole("button", { name: auditPreviewCopy.emailReport.submit }).click();
      await expect(emailSection(page).getByText(auditPreviewCopy.emailReport.sent)).toBeVisible();
      await expect.poll(() => mailsTo(to).length, { timeout: scaled(5_000) }).toBe(1);
      const [mail] = mailsTo(to);
      expect(mail!.link).toBe(`${TEST_ORIGIN}${path}`);
      expect(mail!.subject).toBe("Your SEO audit preview from Rankwell");
      // No audited host in the email: anyone may audit a lookalike of any name.
      expect(mail!.text).not.toMatch(/good--\w+\.fixtures\.test/);
      expect(mail!.text).toContain(`${TEST_ORIGIN}${path}/full-report`);
      expect(mail!.text).toContain("for 7 days");
      // The link opens the report.
      await page.goto(mail!.link);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        /^SEO audit preview: good--\w+\.fixtures\.test$/,
      );
    });
  });
}
