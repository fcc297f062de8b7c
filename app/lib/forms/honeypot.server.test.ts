import { afterEach, describe, expect, it, vi } from "vitest";
import { HONEYPOT_FIELD, HONEYPOT_VALID_FROM_FIELD, MIN_FILL_SECONDS, TRAP_MAX_AGE_SECONDS } from "./honeypot";
import { checkTraps, honeypotFields, honeypotFieldsFor } from "./honeypot.server";

const env = { HONEYPOT_SECRET: "test-secret" } as Env;

/** The form a browser sends back: the rendered traps, left as rendered, plus the visitor's fields. */
function sent(fields: ReturnType<typeof honeypotFields>, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.set("name", "Jane");
  form.set(fields.nameFieldName, "");
  if (fields.validFromFieldName) form.set(fields.validFromFieldName, fields.encryptedValidFrom);
  for (const [name, value] of Object.entries(extra)) form.set(name, value);
  return form;
}

const renderIdOf = (fields: ReturnType<typeof honeypotFields>) => fields.encryptedValidFrom.split(".")[1];

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the lead forms' honeypot", () => {
  it("renders a hidden field with a random suffix and a signed render with an id of its own", () => {
    const a = honeypotFields(env);
    const b = honeypotFields(env);
    expect(a.nameFieldName).toMatch(new RegExp(`^${HONEYPOT_FIELD}_[0-9a-f]{32}$`));
    expect(a.nameFieldName).not.toBe(b.nameFieldName);
    expect(a.validFromFieldName).toBe(HONEYPOT_VALID_FROM_FIELD);
    expect(a.encryptedValidFrom).toMatch(/^\d+\.[0-9a-f-]{36}\.[\w-]{43}$/);
    expect(renderIdOf(a)).not.toBe(renderIdOf(b));
  });

  it(`lets a person through once ${MIN_FILL_SECONDS} s have passed, with the render's id as the submission's`, () => {
    vi.useFakeTimers({ now: new Date("2026-12-01T10:00:00Z") });
    const fields = honeypotFields(env);
    expect(checkTraps(env, sent(fields))).toEqual({ kind: "bot" });
    vi.advanceTimersByTime(MIN_FILL_SECONDS * 1000 - 100);
    expect(checkTraps(env, sent(fields))).toEqual({ kind: "bot" });
    vi.advanceTimersByTime(200);
    expect(checkTraps(env, sent(fields))).toEqual({ kind: "person", submissionId: renderIdOf(fields) });
    // A page kept for minutes (the edge cache, a visitor who types slowly) is still accepted.
    vi.advanceTimersByTime(600_000);
    expect(checkTraps(env, sent(fields))).toEqual({ kind: "person", submissionId: renderIdOf(fields) });
  });

  it("refuses a render older than an hour as expired (not as a bot's)", () => {
    vi.useFakeTimers({ now: new Date("2026-12-01T10:00:00Z") });
    const fields = honeypotFields(env);
    vi.advanceTimersByTime((MIN_FILL_SECONDS + TRAP_MAX_AGE_SECONDS) * 1000);
    expect(checkTraps(env, sent(fields)).kind).toBe("person");
    vi.advanceTimersByTime(1);
    expect(checkTraps(env, sent(fields))).toEqual({ kind: "expired" });
    vi.advanceTimersByTime(86_400_000);
    expect(checkTraps(env, sent(fields))).toEqual({ kind: "expired" });
  });

  it("lets a form sent back after a refusal be sent again at once, as a new render", () => {
    const page = new Request("https://site.test/contact");
    expect(checkTraps(env, sent(honeypotFieldsFor(page, env)))).toEqual({ kind: "bot" });
    const refused = new Request("https://site.test/contact", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    const again = honeypotFieldsFor(refused, env);
    expect(checkTraps(env, sent(again))).toEqual({ kind: "person", submissionId: renderIdOf(again) });
  });

  it("drops a filled hidden field, a missing, forged or re-signed render, and a render from another secret", () => {
    const fields = honeypotFields(env, Date.now() - 60_000);
    expect(checkTraps(env, sent(fields, { [fields.nameFieldName]: "http://spam.example" }))).toEqual({ kind: "bot" });
    const noRender = sent(fields);
    noRender.delete(HONEYPOT_VALID_FROM_FIELD);
    expect(checkTraps(env, noRender)).toEqual({ kind: "bot" });
    const noField = sent(fields);
    noField.delete(fields.nameFieldName);
    expect(checkTraps(env, noField)).toEqual({ kind: "bot" });
    expect(checkTraps(env, sent(fields, { [HONEYPOT_VALID_FROM_FIELD]: String(Date.now() - 60_000) }))).toEqual({
      kind: "bot",
    });
    // The id or the time changed, the signature kept: a bot cannot make renders of its own.
    const [time, id, signature] = fields.encryptedValidFrom.split(".") as [string, string, string];
    const otherId = `${time}.${crypto.randomUUID()}.${signature}`;
    const olderTime = `${Number(time) - 1000}.${id}.${signature}`;
    for (const forged of [otherId, olderTime]) {
      expect(checkTraps(env, sent(fields, { [HONEYPOT_VALID_FROM_FIELD]: forged }))).toEqual({ kind: "bot" });
    }
    const other = honeypotFields({ HONEYPOT_SECRET: "another-secret" } as Env, Date.now() - 60_000);
    expect(checkTraps(env, sent(other))).toEqual({ kind: "bot" });
    const bare = new FormData();
    bare.set("name", "Jane");
    bare.set(HONEYPOT_FIELD, "filled");
    expect(checkTraps(env, bare)).toEqual({ kind: "bot" });
  });

  it("without the secret, checks only the hidden field and leaves the submission's id to the store", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const none = {} as Env;
    const fields = honeypotFields(none);
    expect(fields.validFromFieldName).toBeNull();
    expect(checkTraps(none, sent(fields))).toEqual({ kind: "person", submissionId: null });
    expect(checkTraps(none, sent(fields, { [fields.nameFieldName]: "x" }))).toEqual({ kind: "bot" });
  });
});
