/**
 * Writing leads with the service role against the local stand-in: one lead per submission id
 * however often it is written, a passing failure when the database does not answer, a lasting one
 * when it refuses the row, and the queue when the write fails.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { serviceClient } from "../../../supabase/local/contract-helpers";
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from "../../../supabase/local/keys";
import { startStandIn, type StandIn } from "../../../supabase/local/stand-in";
import type { LeadRecord } from "../forms/lead-row";
import type { LeadQueueMessage } from "./lead-queue-message";
import { submitLeadRecord, writeLead } from "./store.server";

let standIn: StandIn;
let env: Env;
const downEnv = {
  SUPABASE_URL: "http://127.0.0.1:9",
  SUPABASE_PUBLISHABLE_KEY: LOCAL_PUBLISHABLE_KEY,
  SUPABASE_SECRET_KEY: LOCAL_SECRET_KEY,
} as Env;

beforeAll(async () => {
  standIn = await startStandIn({ port: 0, bcryptCost: 4, mailerAutoconfirm: true, log: () => {} });
  env = {
    SUPABASE_URL: standIn.url,
    SUPABASE_PUBLISHABLE_KEY: LOCAL_PUBLISHABLE_KEY,
    SUPABASE_SECRET_KEY: LOCAL_SECRET_KEY,
  } as Env;
});
afterAll(async () => {
  await standIn?.stop();
});

function record(email: string): LeadRecord {
  return {
    kind: "contact",
    name: "Jane Rivera",
    email,
    service: "local-seo",
    message: "More calls.",
    submission_id: crypto.randomUUID(),
    created_at: "2026-12-01T10:00:00.000Z",
  };
}

async function leadsFor(email: string) {
  const { data } = await serviceClient(standIn.url)
    .from("leads")
    .select("submission_id, created_at")
    .eq("email", email);
  return data ?? [];
}

describe("writing a lead", () => {
  it("stores one lead per submission id, dated when it was sent, however often it is written", async () => {
    const lead = record("once@example.com");
    const results = [
      await writeLead(env, lead),
      await writeLead(env, { ...lead, created_at: "2026-12-01T10:05:00.000Z" }),
      await writeLead(env, { ...lead, name: "Again" }),
    ];
    // The second is the same submission; the third, another under the same id, is told apart.
    expect(results).toEqual([
      { ok: true, written: "stored" },
      { ok: true, written: "same" },
      { ok: true, written: "other" },
    ]);
    expect(await leadsFor("once@example.com")).toEqual([
      { submission_id: lead.submission_id, created_at: "2026-12-01T10:00:00+00:00" },
    ]);
  });

  it("reports an unreachable database as passing and a refused row as lasting", async () => {
    expect(await writeLead(downEnv, record("down@example.com"))).toMatchObject({ ok: false, transient: true });
    expect(await writeLead(env, { ...record("bad@example.com"), email: "not-an-email" })).toMatchObject({
      ok: false,
      transient: false,
    });
  });
});

describe("a lead a visitor sends", () => {
  const context = (environment: Env) => ({ env: environment }) as unknown as AppLoadContext;

  it("is stored at once when the database answers", async () => {
    const row = { kind: "contact" as const, name: "Jo", email: "now@example.com", message: "Hi" };
    expect(await submitLeadRecord(context(env), row)).toBe("stored");
    expect(await leadsFor("now@example.com")).toHaveLength(1);
  });

  it("sent twice under its form's render id is one lead; another lead under that id is refused as reused", async () => {
    const id = crypto.randomUUID();
    const row = { kind: "contact" as const, name: "Jo", email: "twice@example.com", message: "Hi" };
    expect(await submitLeadRecord(context(env), row, id)).toBe("stored");
    expect(await submitLeadRecord(context(env), row, id)).toBe("stored");
    expect(await submitLeadRecord(context(env), { ...row, message: "Something else" }, id)).toBe("reused");
    expect(await leadsFor("twice@example.com")).toEqual([{ submission_id: id, created_at: expect.any(String) }]);
  });

  it("goes on the queue, with its submission id, when the database does not answer", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const sent: LeadQueueMessage[] = [];
    const queue = { send: async (body: LeadQueueMessage) => void sent.push(body) } as unknown as Queue;
    const row = { kind: "contact" as const, name: "Jo", email: "later@example.com", message: "Hi" };
    const id = crypto.randomUUID();
    // The same form sent twice while the database is down: two messages, one submission id.
    expect(await submitLeadRecord(context({ ...downEnv, LEAD_QUEUE: queue }), row, id)).toBe("queued");
    expect(await submitLeadRecord(context({ ...downEnv, LEAD_QUEUE: queue }), row, id)).toBe("queued");
    expect(sent).toEqual([
      { version: 1, lead: { ...row, submission_id: id, created_at: expect.any(String) } },
      { version: 1, lead: { ...row, submission_id: id, created_at: expect.any(String) } },
    ]);
    // The consumer's later writes of those messages store it once.
    expect(await writeLead(env, sent[0]!.lead)).toEqual({ ok: true, written: "stored" });
    expect(await writeLead(env, sent[1]!.lead)).toEqual({ ok: true, written: "same" });
    expect(await leadsFor("later@example.com")).toEqual([{ submission_id: id, created_at: expect.any(String) }]);
    const failing = { send: async () => Promise.reject(new Error("queue full")) } as unknown as Queue;
    expect(await submitLeadRecord(context({ ...downEnv, LEAD_QUEUE: failing }), row)).toBe("failed");
    expect(await submitLeadRecord(context(downEnv), row)).toBe("failed");
    vi.restoreAllMocks();
  });
});
