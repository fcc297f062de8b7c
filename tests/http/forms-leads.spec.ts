/**
 * The lead forms (/contact, /book-demo) as a browser without JavaScript meets them: each is a POST
 * whose answer is HTML (docs/product.md §6; ADR 036, ADR 050). A refused form comes back 400 with
 * its messages and what was typed, at the form (its action carries the fragment); a good one is a
 * 302 to the page's `?sent=1`, whose note thanks the visitor, and a lead in `public.leads`. A
 * rendered form is one submission: the same form sent twice is stored once, the same render with
 * other answers is refused, and every visitor of the edge-cached page gets a render of their own.
 * What only a browser shows (the page opening at the message, focus, the form answered in place)
 * is in tests/e2e/forms.spec.ts.
 */
import { expect, follow, served, test, textOf, type APIRequestContext } from "./support/test";
import { byText, oneByLabel, roleTexts } from "./support/a11y";
import { HtmlForm, chosenText, postForm, valueOf } from "./support/html-form";
import { leadMessages } from "~/content/lead-form-messages";
import { contactFormCopy, demoFormCopy, leadFieldLabels as labels } from "~/content/lead-forms";
import { HONEYPOT_FIELD, HONEYPOT_VALID_FROM_FIELD } from "~/lib/forms/honeypot";
import { formTraps } from "../../scripts/lib/bot-traps.mjs";
import { freshEmail } from "../e2e/support/accounts";
import { expectThanked } from "../e2e/support/admin-steps";
import { renderedTraps, visitorAddress, waitOutTimeTrap } from "../e2e/support/bot-traps";
import { contactBody } from "../e2e/support/form-bodies";
import { selectAsServiceRole } from "../e2e/support/supabase-admin";

/** Leads with this address, read with the service role as an admin would (RLS hides them from visitors). */
function leadsFor(email: string): Promise<Array<Record<string, unknown>>> {
  return selectAsServiceRole("leads", `select=*&email=eq.${encodeURIComponent(email)}`);
}

const trapsOf = (html: string) => formTraps(html, { trapField: HONEYPOT_FIELD, timeField: HONEYPOT_VALID_FROM_FIELD });
const renderIdOf = (traps: Record<string, string>) => traps[HONEYPOT_VALID_FROM_FIELD]!.split(".")[1];

/** The lead form of a page, as the server rendered it. */
async function leadForm(request: APIRequestContext, path: string): Promise<HtmlForm> {
  return HtmlForm.byField(await served(request, path, { status: 200 }), labels.name);
}

/** The one field of a page labelled so (the whole label). */
const fieldOf = (document: Document, label: string) => oneByLabel(document, label, { exact: true });

/** Whether the page shows a text whole, as getByText(…, { exact: true }) finds it. */
const shows = (document: Document, text: string) => byText(document, text, { exact: true }).length > 0;

test.describe("contact form without JavaScript", () => {
  test("?service= preselects the service", async ({ request }) => {
    const chosen = fieldOf((await served(request, "/contact?service=local-seo")).document, labels.service);
    expect(valueOf(chosen)).toBe("local-seo");
    expect(chosenText(chosen)).toBe("Local SEO");
    const unknown = fieldOf((await served(request, "/contact?service=unknown")).document, labels.service);
    expect(valueOf(unknown)).toBe("");
  });

  test("a bad email comes back 400 with the message and what was typed, at the form", async ({ request }) => {
    const path = "/contact?service=technical-seo";
    const form = await leadForm(request, path);
    // The answer opens at the form, not at the top of the page: the action carries its fragment.
    expect(form.element.getAttribute("action")).toBe("/contact#request-form");
    expect(form.element.getAttribute("method")).toBe("post");
    const answer = await form
      .fill(labels.name, "Jane Rivera")
      .fill(labels.email, "jane@")
      .fill(labels.message, "Our pages are slow on phones.")
      .send(request);
    expect(answer.status).toBe(400);
    const { document } = answer;
    expect(roleTexts(document, "alert")).toEqual([leadMessages.fixErrors]);
    expect(document.querySelector('[role="alert"]')?.closest("#request-form")).toBeTruthy();
    expect(shows(document, leadMessages.emailInvalid), "the email's message is shown").toBe(true);
    const field = (label: string) => fieldOf(document, label);
    expect(field(labels.email).getAttribute("aria-invalid")).toBe("true");
    // The message is tied to the field it is about.
    const describedBy = (field(labels.email).getAttribute("aria-describedby") ?? "").split(" ");
    const descriptions = [...document.querySelectorAll("[id]")].filter((e) => describedBy.includes(e.id));
    expect(descriptions.map(textOf)).toContain(leadMessages.emailInvalid);
    expect(valueOf(field(labels.name))).toBe("Jane Rivera");
    expect(valueOf(field(labels.email))).toBe("jane@");
    expect(valueOf(field(labels.service))).toBe("technical-seo");
    expect(valueOf(field(labels.message))).toBe("Our pages are slow on phones.");
  });

  test("a bot that fills the hidden field is thanked, and nothing is stored", async ({ request }) => {
    const form = contactBody({ name: "Spam Bot", message: "Cheap links!", [HONEYPOT_FIELD]: "http://spam.example" });
    const answer = await postForm(request, "/contact", form);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/contact?sent=1#request-form");
    expect(await leadsFor(form.email!)).toEqual([]);
  });
});

test.describe("demo booking without JavaScript", () => {
  test("missing answers come back 400 with a message per field", async ({ request }) => {
    const form = await leadForm(request, "/book-demo");
    const answer = await form.fill(labels.name, "Sam Ortiz").send(request);
    expect(answer.status).toBe(400);
    const { document } = answer;
    for (const message of [
      leadMessages.emailRequired,
      leadMessages.companyRequired,
      leadMessages.dateRequired,
      leadMessages.timeRequired,
    ]) {
      expect(shows(document, message), message).toBe(true);
    }
    expect(valueOf(fieldOf(document, labels.name))).toBe("Sam Ortiz");
  });
});

test("a contact message and a demo booking, sent complete, show their success notes and land in leads", async ({
  request,
}) => {
  // Both forms rendered first, then one wait: a person takes longer than the time trap to fill one.
  const [contact, demo] = [
    await leadForm(request, "/contact?service=local-seo"),
    await leadForm(request, "/book-demo"),
  ];
  await waitOutTimeTrap();

  const contactEmail = freshEmail("contact");
  const sent = await contact
    .fill(labels.name, "Jane Rivera")
    .fill(labels.email, contactEmail)
    .fill(labels.phone, "(813) 555-0199")
    .fill(labels.message, "We want more calls from Brandon and Riverview.")
    .send(request);
  expect(sent.status).toBe(302);
  expect(sent.location).toBe("/contact?sent=1#request-form");
  expectThanked(await follow(request, sent), contactFormCopy.success);
  expect(await leadsFor(contactEmail)).toEqual([
    expect.objectContaining({
      kind: "contact",
      name: "Jane Rivera",
      phone: "(813) 555-0199",
      company: null,
      service: "local-seo",
      message: "We want more calls from Brandon and Riverview.",
    }),
  ]);

  const demoEmail = freshEmail("demo");
  const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const booked = await demo
    .fill(labels.name, "Sam Ortiz")
    .fill(labels.email, demoEmail)
    .fill(labels.company, "Ortiz Plumbing")
    .fill(labels.preferredDate, date)
    .select(labels.preferredTime, "afternoon")
    .send(request);
  expect(booked.status).toBe(302);
  expect(booked.location).toBe("/book-demo?sent=1#request-form");
  expectThanked(await follow(request, booked), demoFormCopy.success);
  expect(await leadsFor(demoEmail)).toEqual([
    expect.objectContaining({
      kind: "demo",
      company: "Ortiz Plumbing",
      preferred_date: date,
      preferred_time: "afternoon",
    }),
  ]);
});

test.describe("one rendered form, one lead (ADR 050)", () => {
  test("the same contact form sent twice (its first answer lost on the way) is thanked twice, and stored once", async ({
    request,
  }) => {
    const email = freshEmail("twice");
    const form = await leadForm(request, "/contact?service=local-seo");
    await waitOutTimeTrap();
    form.fill(labels.name, "Tess Twice").fill(labels.email, email).fill(labels.message, "Sent once, arrived twice.");
    // The same bytes reach the site twice, and the visitor sees the second answer: what a resend
    // after a lost answer, or a double submit, does.
    const first = await form.send(request);
    const again = await form.send(request);
    expect([first.status, again.status]).toEqual([302, 302]);
    expectThanked(await follow(request, again), contactFormCopy.success);
    const leads = await leadsFor(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ name: "Tess Twice", message: "Sent once, arrived twice." });
  });

  test("the same traps with other answers are refused with the answers kept and a fresh form", async ({ request }) => {
    const headers = { "CF-Connecting-IP": visitorAddress() };
    const traps = await renderedTraps(request, "/contact");
    const first = contactBody({ ...traps, name: "Ada First" });
    expect((await postForm(request, "/contact", first, headers)).status).toBe(302);

    const second = contactBody({ ...traps, name: "Bo Second", company: "Replay & Co" });
    const refused = await postForm(request, "/contact", second, headers);
    expect(refused.status).toBe(409);
    const { html } = refused;
    expect(html).toContain(leadMessages.formAlreadySent);
    expect(html).toContain('value="Bo Second"');
    expect(html).toContain('value="Replay &amp; Co"');
    expect(await leadsFor(second.email!)).toEqual([]);
    expect(await leadsFor(first.email!)).toEqual([expect.objectContaining({ submission_id: renderIdOf(traps) })]);

    // The form sent back is a new render, which may be sent at once: the visitor presses send again.
    const fresh = trapsOf(html);
    expect(renderIdOf(fresh)).not.toBe(renderIdOf(traps));
    const resent = { ...second, ...fresh };
    for (const name of Object.keys(traps)) if (!(name in fresh)) delete resent[name];
    expect((await postForm(request, "/contact", resent, headers)).status).toBe(302);
    expect(await leadsFor(second.email!)).toEqual([expect.objectContaining({ submission_id: renderIdOf(fresh) })]);
  });

  test("every visitor of the edge-cached contact page gets a render of their own", async ({ request }) => {
    const get = () => served(request, "/contact");
    await expect.poll(async () => (await get()).response.headers()["x-edge-cache"]).toBe("HIT");
    const [a, b] = [await get(), await get()];
    expect([a.response.headers()["x-edge-cache"], b.response.headers()["x-edge-cache"]]).toEqual(["HIT", "HIT"]);
    const [one, two] = [trapsOf(a.html), trapsOf(b.html)];
    expect(renderIdOf(one)).not.toBe(renderIdOf(two));

    // Both visitors' leads are taken, each under its own render.
    await waitOutTimeTrap();
    const emails = [freshEmail("cached-a"), freshEmail("cached-b")];
    for (const [traps, email] of [
      [one, emails[0]!],
      [two, emails[1]!],
    ] as const) {
      const headers = { "CF-Connecting-IP": visitorAddress() };
      const sent = await postForm(request, "/contact", contactBody({ ...traps, email }), headers);
      expect(sent.status).toBe(302);
      expect(await leadsFor(email)).toEqual([expect.objectContaining({ submission_id: renderIdOf(traps) })]);
    }
  });
});
