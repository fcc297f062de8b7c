import type { AppLoadContext } from "@remix-run/cloudflare";
import { afterEach, describe, expect, it, vi } from "vitest";
import { leadMessages } from "~/content/lead-forms";
import { contactLeadRow, contactSchema } from "./contact-schema";
import { HONEYPOT_FIELD } from "./honeypot";
import { submitLead } from "./lead-action.server";

/** A load context whose Supabase client records inserts and answers with `outcome`. */
function contextWith(outcome: { error: { code: string; message: string } | null } | Error) {
  const inserts: unknown[] = [];
  const insert = async (row: unknown) => {
    inserts.push(row);
    if (outcome instanceof Error) throw outcome;
    return outcome;
  };
  const context = { auth: { client: () => ({ supabase: { from: () => ({ insert }) } }) } } as unknown as AppLoadContext;
  return { context, inserts };
}

function post(fields: Record<string, string>): Request {
  return new Request("http://site.test/contact", { method: "POST", body: new URLSearchParams(fields) });
}

const good = { name: "Jane", email: "jane@example.com", service: "local-seo", message: "More calls, please." };
const submit = (request: Request, context: AppLoadContext) =>
  submitLead({ request, context, schema: contactSchema, toRow: contactLeadRow, successPath: "/contact" });

afterEach(() => vi.restoreAllMocks());

describe("submitting a lead", () => {
  it("stores a valid lead and redirects to the page's success state", async () => {
    const { context, inserts } = contextWith({ error: null });
    const response = await submit(post(good), context);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/contact?sent=1#request-form");
    expect(inserts).toEqual([
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
  });

  it("drops a submission whose honeypot is filled, answering as for a person", async () => {
    const { context, inserts } = contextWith({ error: null });
    const response = await submit(post({ ...good, [HONEYPOT_FIELD]: "http://spam.example" }), context);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/contact?sent=1#request-form");
    expect(inserts).toEqual([]);
  });

  it("answers 400 with messages and the typed values, storing nothing", async () => {
    const { context, inserts } = contextWith({ error: null });
    const response = await submit(post({ ...good, email: "jane@" }), context);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({
      formError: leadMessages.fixErrors,
      errors: { email: leadMessages.emailInvalid },
      values: { email: "jane@", name: "Jane" },
    });
    expect(inserts).toEqual([]);
  });

  it("answers 503 with the values kept when the database refuses or cannot be reached", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    for (const outcome of [{ error: { code: "PGRST301", message: "down" } }, new Error("fetch failed")]) {
      const { context } = contextWith(outcome);
      const response = await submit(post(good), context);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        formError: leadMessages.unavailable,
        errors: {},
        values: { name: "Jane", message: good.message },
      });
    }
  });
});
