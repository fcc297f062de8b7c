/**
 * Issue 10's "Done when", the parts not in admin-lead-inbox.spec.ts and access.spec.ts, as the
 * server answers them (moved from tests/e2e/admin-pipeline.spec.ts, issue 30): a filled honeypot
 * stores nothing, the 429 past the limit keeps the values, a widget made in /admin/embeds renders,
 * posts a lead and names its own sites as the only ones that may frame it, and a settings change
 * reaches the home page, the office cards, the footer, /contact, /crm-seo and the structured data.
 * Without JavaScript, as the forms are sent by the least capable browser. The browser tests of the
 * same features (framing for real, the setup guide's dialog) are in tests/e2e/admin-pipeline.spec.ts.
 */
import { expect, isRendered, served, test as base, textOf, type APIRequestContext, type Served } from "./support/test";
import { accessibleDescription, accessibleName, byRole, jsonLdOfType, regionNamed, type Scope } from "./support/a11y";
import { HtmlForm } from "./support/html-form";
import { rateLimitMessages } from "~/content/limits";
import { contactFormCopy, leadFieldLabels } from "~/content/lead-forms";
import { settingsCopy, settingsMessages } from "~/content/settings";
import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";
import { offices } from "~/content/offices";
import { freshEmail } from "../e2e/support/accounts";
import { adminRequestFixture } from "../e2e/support/admin-session";
import {
  createLeadWidget,
  expectThanked,
  settingsForm,
  siteFooter,
  withSettings,
  withSettingsChanged,
  withSettingsLock,
} from "../e2e/support/admin-steps";
import { renderedTraps, visitorAddress, waitOutTimeTrap } from "../e2e/support/bot-traps";
import { contactBody } from "../e2e/support/form-bodies";
import { FRAME_HOST_PARTNER } from "../e2e/support/servers";
import { selectAsServiceRole } from "../e2e/support/supabase-admin";

const test = base.extend<{ admin: APIRequestContext }>({ admin: adminRequestFixture });

/** The embedding site (scripts/frame-host.mjs) the widget names. */
const PARTNER = FRAME_HOST_PARTNER;

/** The tel: links of a part of a page. */
const telLinks = (scope: Scope) => [...scope.querySelectorAll('a[href^="tel:"]')];

/** Headings of any level named so. */
const headings = (page: Served, name: string) =>
  [...page.document.querySelectorAll("h1, h2, h3, h4, h5, h6")].filter((heading) => accessibleName(heading) === name);

/** Links named so (the whole name). */
const links = (scope: Scope, name: string) => byRole(scope, "link", { name, exact: true });

test("a contact form with its honeypot filled is thanked and stores nothing", async ({ request }) => {
  const headers = { "CF-Connecting-IP": visitorAddress() };
  const traps = await renderedTraps(request, "/contact");
  const trapName = Object.keys(traps).find((name) => name.startsWith(HONEYPOT_FIELD))!;
  const body = contactBody({ ...traps, [trapName]: "https://spam.example" });
  const response = await request.post("/contact", { form: body, headers, maxRedirects: 0 });
  expect(response.status()).toBeLessThan(400);
  expect(await selectAsServiceRole("leads", `select=id&email=eq.${encodeURIComponent(body.email!)}`)).toEqual([]);
});

test("past the limit the contact form answers 429 with Retry-After, the message, and the typed values", async ({
  request,
}) => {
  const headers = { "CF-Connecting-IP": visitorAddress() };
  const traps = await renderedTraps(request, "/contact");
  let last = await request.post("/contact", { form: contactBody(traps), headers, maxRedirects: 0 });
  for (let sent = 1; sent < 12 && last.status() !== 429; sent++) {
    last = await request.post("/contact", {
      form: contactBody({ ...traps, name: "Rita Repeat", company: "Repeat & Sons" }),
      headers,
      maxRedirects: 0,
    });
  }
  expect(last.status()).toBe(429);
  expect(Number(last.headers()["retry-after"])).toBeGreaterThan(0);
  const html = await last.text();
  expect(html).toContain(rateLimitMessages.tooMany.replace(/'/g, "&#x27;"));
  expect(html).toContain('value="Rita Repeat"');
  expect(html).toContain('value="Repeat &amp; Sons"');
});

test("a widget made in /admin/embeds renders, sends a lead with itself as the source, and only its sites frame it", async ({
  admin,
  request,
}) => {
  const id = await createLeadWidget(admin, `Partner form ${Date.now()}`, PARTNER);

  const preview = await served(request, `/widget-preview/${id}`);
  expect(preview.status).toBe(200);
  const renderedAt = Date.now();
  // Only the widget's own site may frame it: the browser refuses every other origin.
  const csp = preview.response.headers()["content-security-policy"] ?? "";
  expect(/frame-ancestors ([^;]*)/.exec(csp)?.[1]).toBe(PARTNER);
  expect(preview.response.headers()["x-frame-options"]).toBeUndefined();
  const email = freshEmail("widget");
  const form = HtmlForm.byButton(preview, "Send")
    .fill(leadFieldLabels.name, "Wanda Widget")
    .fill(leadFieldLabels.email, email)
    .fill(leadFieldLabels.message, "Found you on our partner's site.");
  await waitOutTimeTrap(renderedAt);
  expectThanked(await form.submit(request, { button: "Send" }), contactFormCopy.success);

  const [lead] = await selectAsServiceRole<{ kind: string; widget_id: string }>(
    "leads",
    `select=kind,widget_id&email=eq.${encodeURIComponent(email)}`,
  );
  expect(lead).toEqual({ kind: "widget", widget_id: id });
});

// Every test here saves the whole settings form, so each holds the settings lock (admin-steps.ts)
// while it changes them: one at a time, here and in tests/e2e, or one would put back what another changed.
test.describe("site settings", () => {
  test("a settings change shows on the home page", async ({ admin }) => {
    const text = `Spring offer ${Date.now()}: a free technical audit with every plan.`;
    await withSettings(admin, { [settingsCopy.promo.label]: text, [settingsCopy.promo.show]: true }, async () => {
      // The admin's cookie keeps the page out of the edge cache, as a visitor's copy is dropped on save.
      const home = await served(admin, "/", { follow: true });
      expect(home.status).toBe(200);
      const banner = regionNamed(home.document, "Announcement", { exact: true });
      expect(textOf(banner)).toContain(text);
      expect(isRendered(banner), "the banner is not hidden").toBe(true);
    });
  });

  test("a phone line shows nowhere until an admin enters its number, then on the office's card, the footer, /contact and in the structured data", async ({
    admin,
    request: guest,
  }) => {
    // As served: the specification gives no numbers, so no page offers one (ADR 052).
    for (const path of ["/tampa-seo-services", "/contact", "/crm-seo"]) {
      const page = await served(guest, path, { follow: true });
      expect(page.status, path).toBe(200);
      expect(telLinks(page.document), path).toHaveLength(0);
      expect(textOf(page.document.querySelector("main")), path).not.toContain("555-01");
    }
    expect(headings(await served(guest, "/contact", { follow: true }), "Call Us")).toHaveLength(0);

    const tampa = settingsCopy.phones.tampa;
    await withSettingsLock(async () => {
      // A line that is not a number is refused, kept as typed, and told why.
      const refused = await (await settingsForm(admin)).fill(tampa, "call the front desk").submit(admin, {
        button: settingsCopy.save,
      });
      expect(refused.status).toBe(400);
      const field = HtmlForm.byButton(refused, settingsCopy.save).control(tampa);
      expect(field.getAttribute("value")).toBe("call the front desk");
      expect(accessibleDescription(field)).toMatch(/7 to 15 digits/);
      expect(accessibleDescription(field)).toBe(settingsMessages.phoneInvalid);

      await withSettingsChanged(admin, { [tampa]: "813.555.0142" }, async () => {
        const office = await served(admin, "/tampa-seo-services", { follow: true });
        const cards = [...office.document.querySelectorAll("article")].filter((card) =>
          textOf(card).includes(offices.tampa.name),
        );
        expect(cards.length, "Tampa's office card").toBeGreaterThan(0);
        for (const card of cards) {
          expect(
            links(card, "(813) 555-0142").map((link) => link.getAttribute("href")),
            "the card's number",
          ).toEqual(["tel:8135550142"]);
        }
        const footer = siteFooter(office);
        expect(links(footer, "Call Tampa").map((link) => link.getAttribute("href"))).toEqual(["tel:8135550142"]);
        expect(links(footer, "Call Miami")).toHaveLength(0);
        expect(jsonLdOfType(office.document, "LocalBusiness").telephone).toBe("813.555.0142");
        // Miami's office answers on Miami's line, which has no number: none, not Tampa's.
        const miami = await served(admin, "/miami-seo-services", { follow: true });
        expect(jsonLdOfType(miami.document, "LocalBusiness")).not.toHaveProperty("telephone");
        const contact = await served(admin, "/contact", { follow: true });
        const callUs = regionNamed(contact.document, "Call Us", { exact: true });
        const shown = links(callUs, "(813) 555-0142");
        expect(shown).toHaveLength(1);
        expect(isRendered(shown[0]!), "the number is not hidden").toBe(true);
        expect(telLinks(callUs)).toHaveLength(1);
      });
    });
  });

  test("the setup guide offers the toll-free line once it has a number (on /crm-seo, without JavaScript)", async ({
    admin,
  }) => {
    const guide = async () => {
      const page = await served(admin, "/crm-seo", { follow: true });
      expect(page.status).toBe(200);
      const section = page.document.getElementById("setup-guide");
      expect(section, "#setup-guide").toBeTruthy();
      return section!;
    };
    await withSettingsLock(async () => {
      // Before the number, under the same turn: no other test has one in meanwhile.
      expect(telLinks(await guide())).toHaveLength(0);
      await withSettingsChanged(admin, { [settingsCopy.phones.tollFree]: "(888) 555-0177" }, async () => {
        expect(links(await guide(), "(888) 555-0177").map((link) => link.getAttribute("href"))).toEqual([
          "tel:8885550177",
        ]);
      });
    });
  });
});
