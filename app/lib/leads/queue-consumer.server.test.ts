import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LeadQueueMessage } from "./lead-queue-message";
import { consumeDeadLetters, consumeLeadQueue, type QueueBatch } from "./queue-consumer.server";
import type { WriteResult } from "./queue-policy";

const writes: string[] = [];
let outcomes: WriteResult[] = [];
vi.mock("./store.server", () => ({
  writeLead: async (_env: Env, lead: { submission_id: string }) => {
    writes.push(lead.submission_id);
    return outcomes.shift() ?? { ok: true };
  },
}));

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

  it("drops what is not a lead instead of retrying it forever", async () => {
    const junk = message({ hello: "world" });
    await consumeLeadQueue(batch(junk.message), {} as Env);
    expect(writes).toEqual([]);
    expect(junk.record.acked).toBe(true);
  });
});

describe("the dead-letter consumer", () => {
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
