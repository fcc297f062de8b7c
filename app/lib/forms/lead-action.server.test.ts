import type { AppLoadContext } from "@remix-run/cloudflare";
import { serverValue } from "~/lib/markup/remix-seam";
import { asResponse } from "./answer.test-support";
import { asMarkup } from "~/lib/markup/document-markup.server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { leadMessages } from "~/content/lead-form-messages";
import { rateLimitMessages } from "~/content/limits";
import { widgetCopy } from "~/content/widgets";
import type { SubmitOutcome } from "../leads/store.server";
import type { Widget } from "../widgets/widget";
import { contactLeadRow, contactSchema } from "./contact-schema";
import { HONEYPOT_FIELD, MIN_FILL_SECONDS, TRAP_MAX_AGE_SECONDS, type HoneypotFields } from "./honeypot";
import { honeypotFields } from "./honeypot.server";
import { submitLead } from "./lead-action.server";
import type { LeadInsert } from "./lead-row";

const stored: LeadInsert[] = [];
const submissionIds: (string | undefined)[] = [];
let outcome: SubmitOutcome = "stored";
vi.mock("../leads/store.server", () => ({
  submitLeadRecord: async (_context: AppLoadContext, row: LeadInsert, submissionId?: string) => {
    stored.push(row);
    submissionIds.push(submissionId);
    return outcome;
  },
}));

const WIDGET_ID = "b0000000-0000-4000-8000-000000000001";
const widget: Widget = {
  id: WIDGET_ID,
  name: "Partner",
  kind: "lead",
  settings: {},
  allowedOrigins: ["https://partner.example"],
  createdAt: "",
  updatedAt: "",
};
let widgetLookup: { id: string; widget: Widget | null } | null = { id: WIDGET_ID, widget };
vi.mock("../widgets/widgets.server", () => ({ leadWidget: async () => widgetLookup }));

let allowed = true;
const limiterKeys: string[] = [];
const env = {
  HONEYPOT_SECRET: "test-secret",
  RATE_LIMIT_LEAD_FORMS: { limit: async ({ key }: { key: string }) => (limiterKeys.push(key), { success: allowed }) },
  RATE_LIMIT_WIDGET_FORMS: { limit: async ({ key }: { key: string }) => (limiterKeys.push(key), { success: allowed }) },
} as unknown as Env;

function contextFor() {
  return { env, documentPolicy: { frameAncestors: null } } as unknown as AppLoadContext;
}

/** A form as the page rendered it MIN_FILL_SECONDS ago, filled in by a person. */
function post(
  fields: Record<string, string>,
  {
    renderedAgoMs = MIN_FILL_SECONDS * 1000 + 500,
    trap = "",
    traps = honeypotFields(env, Date.now() - renderedAgoMs),
  }: { renderedAgoMs?: number; trap?: string; traps?: HoneypotFields } = {},
): Request {
  const body = new URLSearchParams({
    [traps.nameFieldName]: trap,
    [traps.validFromFieldName!]: traps.encryptedValidFrom,
  });
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request("http://site.test/contact", {
    method: "POST",
    body,
    headers: { "CF-Connecting-IP": "203.0.113.7" },
  });
}

const good = { name: "Jane", email: "jane@example.com", service: "local-seo", message: "More calls, please." };
const submit = async (request: Request, context = contextFor()) =>
  asResponse(
    await submitLead({ request, context, schema: contactSchema, toRow: contactLeadRow, successPath: "/contact" }),
  );

beforeEach(() => {
  stored.length = 0;
  submissionIds.length = 0;
  limiterKeys.length = 0;
  outcome = "stored";
  allowed = true;
  widgetLookup = { id: WIDGET_ID, widget };
});
afterEach(() => vi.restoreAllMocks());

describe("submitting a lead", () => {
  it("stores a valid lead and redirects to the page's success state", async () => {
    const response = await submit(post(good));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/contact?sent=1#request-form");
    expect(stored).toEqual([
      {
        kind: "contact",
        name: "Jane",
        email: "jane@example.com",
        phone: null,
        company: null,
        service: "local-seo",
        message: good.message,
      },
    ]);
    expect(limiterKeys).toEqual(["leadForm:203.0.113.7"]);
  });

  it("thanks the visitor when the lead was queued for later, as when it was stored", async () => {
    outcome = "queued";
    const response = await submit(post(good));
    expect(response.headers.get("Location")).toBe("/contact?sent=1#request-form");
  });

  it("drops a filled honeypot, and a form sent faster than a person types, answering as for a person", async () => {
    for (const request of [post(good, { trap: "http://spam.example" }), post(good, { renderedAgoMs: 500 })]) {
      const response = await submit(request);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/contact?sent=1#request-form");
    }
    const bare = new Request("http://site.test/contact", {
      method: "POST",
      body: new URLSearchParams({ ...good, [HONEYPOT_FIELD]: "" }),
    });
    expect((await submit(bare)).status).toBe(302);
    expect(stored).toEqual([]);
  });

  it("answers 429 with Retry-After and the typed values past the limit, storing nothing", async () => {
    allowed = false;
    const response = await submit(post({ ...good, email: "jane@" }));
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("60");
    expect(await response.json()).toMatchObject({
      formError: rateLimitMessages.tooMany,
      values: { name: "Jane", email: "jane@", message: good.message },
    });
    expect(stored).toEqual([]);
  });

  it("answers 400 with messages and the typed values, storing nothing", async () => {
    const response = await submit(post({ ...good, email: "jane@" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      formError: leadMessages.fixErrors,
      errors: { email: leadMessages.emailInvalid },
      values: { email: "jane@", name: "Jane" },
    });
    expect(stored).toEqual([]);
  });

  it("stores the same rendered form sent twice under one submission id, its render's, and thanks it both times", async () => {
    const traps = honeypotFields(env, Date.now() - 10_000);
    for (let time = 0; time < 2; time++) {
      const response = await submit(post(good, { traps }));
      expect(response.headers.get("Location")).toBe("/contact?sent=1#request-form");
    }
    expect(submissionIds).toEqual([traps.encryptedValidFrom.split(".")[1], traps.encryptedValidFrom.split(".")[1]]);
    await submit(post(good));
    expect(new Set(submissionIds).size).toBe(2);
  });

  it("answers 409 with the values kept and a fresh render when the form's render already holds another lead", async () => {
    outcome = "reused";
    const traps = honeypotFields(env, Date.now() - 10_000);
    let form = "";
    const answer = await submitLead({
      request: post({ ...good, message: "A second, different request." }, { traps }),
      context: contextFor(),
      schema: contactSchema,
      toRow: contactLeadRow,
      successPath: "/contact",
      renderForm: () => asMarkup((form = honeypotFields(env).encryptedValidFrom)),
    });
    const response = asResponse(answer);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      formError: leadMessages.formAlreadySent,
      values: { ...good, message: "A second, different request." },
    });
    expect("data" in answer ? serverValue(answer.data.markup?.form) : undefined).toBe(form);
    expect(form.split(".")[1]).not.toBe(traps.encryptedValidFrom.split(".")[1]);
  });

  it("answers 400 with the values kept, storing nothing, when the form was rendered more than an hour ago", async () => {
    const response = await submit(post(good, { renderedAgoMs: (TRAP_MAX_AGE_SECONDS + MIN_FILL_SECONDS + 1) * 1000 }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ formError: leadMessages.formExpired, values: good });
    expect(stored).toEqual([]);
  });

  it("answers 503 with the values kept when the lead could neither be stored nor queued", async () => {
    outcome = "failed";
    const response = await submit(post(good));
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ formError: leadMessages.unavailable, values: good });
  });
});

describe("a lead sent from a widget", () => {
  it("is stored with the widget as its source and sent back to the widget, under the widget limit", async () => {
    const context = contextFor();
    const response = await submit(post({ ...good, widget: WIDGET_ID }), context);
    expect(response.headers.get("Location")).toBe(`/widget-preview/${WIDGET_ID}?sent=1`);
    expect(stored).toEqual([
      expect.objectContaining({ kind: "widget", widget_id: WIDGET_ID, email: "jane@example.com" }),
    ]);
    expect(limiterKeys).toEqual(["widgetForm:203.0.113.7"]);
    expect(context.documentPolicy.frameAncestors).toEqual(["https://partner.example"]);
  });

  it("is still taken, by id, while the database cannot say what the widget is", async () => {
    widgetLookup = { id: WIDGET_ID, widget: null };
    outcome = "queued";
    const response = await submit(post({ ...good, widget: WIDGET_ID }));
    expect(response.headers.get("Location")).toBe(`/widget-preview/${WIDGET_ID}?sent=1`);
    expect(stored[0]).toMatchObject({ kind: "widget", widget_id: WIDGET_ID });
  });

  it("is refused with a message when the widget is gone", async () => {
    widgetLookup = null;
    const response = await submit(post({ ...good, widget: WIDGET_ID }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ formError: widgetCopy.gone, values: { name: "Jane" } });
    expect(stored).toEqual([]);
  });
});
