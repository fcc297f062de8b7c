import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as AuditPreviews from "../audit/audit-previews.server";
import type { LeadQueueMessage } from "./lead-queue-message";
import { consumeDeadLetters, consumeLeadQueue, type QueueBatch } from "./queue-consumer.server";
import type { WriteResult } from "./queue-policy";
import type { LeadWrite } from "./store.server";

const writes: string[] = [];
let outcomes: Array<WriteResult & { written?: LeadWrite }> = [];
vi.mock("./store.server", () => ({
  writeLead: async (_env: Env, lead: { submission_id: string }) => {
    writes.push(lead.submission_id);
    return outcomes.shift() ?? { ok: true };
  },
}));

const auditWrites: string[] = [];
let auditOutcomes: WriteResult[] = [];
vi.mock("../audit/audit-previews.server", async (importOriginal) => ({
  // The real check of a queued audit's shape; the write is the database's part.
  isAuditQueueMessage: (await importOriginal<typeof AuditPreviews>()).isAuditQueueMessage,
  writeAudit: async (_env: Env, audit: { preview_id: string }) => {
    auditWrites.push(audit.preview_id);
    return auditOutcomes.shift() ?? { ok: true };
  },
}));

function audit(previewId: string) {
  return {
    version: 1,
    audit: {
      preview_id: previewId,
      url: "https://example.com/",
      hostname: "example.com",
      user_id: null,
      project_id: null,
      created_at: "2026-12-01T10:00:00Z",
    },
  };
}

function lead(id: string): LeadQueueMessage {
  return {
    version: 1,
    lead: {
      kind: "contact",
      name: "Jane",
      email: "jane@example.com",
      submission_id: id,
      created_at: "2026-12-01T10:00:00Z",
    },
  };
}

function message(body: unknown, attempts = 1) {
  const record = { acked: false, retried: undefined as undefined | { delaySeconds?: number } };
  return {
    record,
    message: {
      id: `m${Math.random()}`,
      body,
      attempts,
      ack: () => void (record.acked = true),
      retry: (options?: { delaySeconds?: number }) => void (record.retried = options ?? {}),
    },
  };
}

// The parts of a MessageBatch the consumer uses; the rest (timestamps, ackAll) it never reads.
const batch = (...messages: Array<ReturnType<typeof message>["message"]>): QueueBatch =>
  ({ queue: "q", messages }) as unknown as QueueBatch;

beforeEach(() => {
  writes.length = 0;
  outcomes = [];
  auditWrites.length = 0;
  auditOutcomes = [];
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("the lead queue consumer", () => {
  it("stores each lead by its submission id and acknowledges it", async () => {
    const a = message(lead("a"));
    const b = message(lead("b"), 4);
    await consumeLeadQueue(batch(a.message, b.message), {} as Env);
    expect(writes).toEqual(["a", "b"]);
    expect([a.record, b.record]).toEqual([
      { acked: true, retried: undefined },
      { acked: true, retried: undefined },
    ]);
  });

  it("retries with a growing delay while the database is down", async () => {
    outcomes = [
      { ok: false, transient: true, reason: "fetch failed" },
      { ok: false, transient: true, reason: "503" },
    ];
    const first = message(lead("a"), 1);
    const fourth = message(lead("b"), 4);
    await consumeLeadQueue(batch(first.message, fourth.message), {} as Env);
    expect(first.record).toEqual({ acked: false, retried: { delaySeconds: 5 } });
    expect(fourth.record).toEqual({ acked: false, retried: { delaySeconds: 40 } });
  });

  it("moves a lead the database refuses to the dead-letter queue at once", async () => {
    outcomes = [{ ok: false, transient: false, reason: "400 23514" }];
    const sent: unknown[] = [];
    const env = { LEAD_DEAD_LETTERS: { send: async (body: unknown) => void sent.push(body) } } as unknown as Env;
    const refused = message(lead("a"));
    await consumeLeadQueue(batch(refused.message), env);
    expect(sent).toEqual([lead("a")]);
    expect(refused.record.acked).toBe(true);
  });

  it("acknowledges once, with a warning naming only the submission id, a lead whose id holds a different lead", async () => {
    outcomes = [{ ok: true, written: "other" }];
    const reused = message(lead("render-1"), 2);
    await consumeLeadQueue(batch(reused.message), {} as Env);
    expect(writes).toEqual(["render-1"]);
    expect(reused.record).toEqual({ acked: true, retried: undefined });
    const warned = vi.mocked(console.warn).mock.calls.map((call) => call.join(" "));
    expect(warned).toHaveLength(1);
    expect(warned[0]).toContain("Lead render-1 from the queue (attempt 2) not stored");
    expect(warned[0]).toContain("a different lead already holds its submission id");
    expect(warned[0]).not.toMatch(/jane|example\.com/i);
    expect(vi.mocked(console.log).mock.calls.flat().join("\n")).not.toContain("stored from the queue");
  });

  it("says a lead was stored only when it was new or the same", async () => {
    outcomes = [
      { ok: true, written: "stored" },
      { ok: true, written: "same" },
    ];
    await consumeLeadQueue(batch(message(lead("a")).message, message(lead("b")).message), {} as Env);
    expect(vi.mocked(console.log).mock.calls.flat()).toEqual([
      "Lead a stored from the queue (attempt 1).",
      "Lead b stored from the queue (attempt 1).",
    ]);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it("drops what is not a lead instead of retrying it forever", async () => {
    const junk = message({ hello: "world" });
    await consumeLeadQueue(batch(junk.message), {} as Env);
    expect(writes).toEqual([]);
    expect(junk.record.acked).toBe(true);
  });
});

describe("audits on the lead queue (ADR 046)", () => {
  const PREVIEW = "9b2f4c1e-7d3a-4e8b-9c5d-1a2b3c4d5e6f";

  it("stores a waiting audit by its preview id, never as a lead, and acknowledges it", async () => {
    const waiting = message(audit(PREVIEW));
    await consumeLeadQueue(batch(waiting.message), {} as Env);
    expect(auditWrites).toEqual([PREVIEW]);
    expect(writes).toEqual([]);
    expect(waiting.record).toEqual({ acked: true, retried: undefined });
  });

  it("retries an audit with the leads' backoff while the database is down", async () => {
    auditOutcomes = [{ ok: false, transient: true, reason: "fetch failed" }];
    const waiting = message(audit(PREVIEW), 2);
    await consumeLeadQueue(batch(waiting.message), {} as Env);
    expect(waiting.record).toEqual({ acked: false, retried: { delaySeconds: 10 } });
  });

  it("drops an audit the database refuses, with a log line, instead of a dead letter", async () => {
    auditOutcomes = [{ ok: false, transient: false, reason: "400 23514" }];
    const sent: unknown[] = [];
    const env = { LEAD_DEAD_LETTERS: { send: async (body: unknown) => void sent.push(body) } } as unknown as Env;
    const refused = message(audit(PREVIEW));
    await consumeLeadQueue(batch(refused.message), env);
    expect(sent).toEqual([]);
    expect(refused.record.acked).toBe(true);
    expect(vi.mocked(console.error).mock.calls.flat().join("\n")).toContain(`Audit ${PREVIEW} not stored`);
  });

  it("does not take a message with a preview id that is not a UUID for an audit", async () => {
    const forged = message(audit("../../etc"));
    await consumeLeadQueue(batch(forged.message), {} as Env);
    expect(auditWrites).toEqual([]);
    expect(forged.record.acked).toBe(true);
  });
});

describe("the dead-letter consumer", () => {
  it("warns, naming only the submission id, when a different lead already holds the id", async () => {
    outcomes = [{ ok: true, written: "other" }];
    const reused = message(lead("render-2"));
    await consumeDeadLetters(batch(reused.message), {} as Env);
    expect(reused.record.acked).toBe(true);
    const warned = vi.mocked(console.warn).mock.calls.map((call) => call.join(" "));
    expect(warned).toEqual([expect.stringContaining("Lead render-2 from the dead-letter queue not stored")]);
    expect(warned[0]).not.toMatch(/jane|example\.com/i);
    expect(console.error).not.toHaveBeenCalled();
  });

  it("tries once more, and logs the lead in full when it still cannot be stored", async () => {
    outcomes = [{ ok: true }, { ok: false, transient: true, reason: "fetch failed" }];
    const recovered = message(lead("a"));
    const lost = message(lead("b"));
    await consumeDeadLetters(batch(recovered.message, lost.message), {} as Env);
    expect(writes).toEqual(["a", "b"]);
    expect(recovered.record.acked && lost.record.acked).toBe(true);
    const logged = vi.mocked(console.error).mock.calls.flat().join("\n");
    expect(logged).toContain("LEAD NOT STORED b");
    expect(logged).toContain('"email":"jane@example.com"');
    expect(logged).not.toContain("LEAD NOT STORED a");
  });
});
