import { afterEach, describe, expect, it, vi } from "vitest";
import { HONEYPOT_FIELD, HONEYPOT_VALID_FROM_FIELD, MIN_FILL_SECONDS } from "./honeypot";
import { honeypotFields, honeypotFieldsFor, isSpam } from "./honeypot.server";

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

afterEach(() => vi.useRealTimers());

describe("the lead forms' honeypot", () => {
  it("renders a hidden field with a random suffix and an encrypted time", () => {
    const a = honeypotFields(env);
    const b = honeypotFields(env);
    expect(a.nameFieldName).toMatch(new RegExp(`^${HONEYPOT_FIELD}_[0-9a-f]{32}$`));
    expect(a.nameFieldName).not.toBe(b.nameFieldName);
    expect(a.validFromFieldName).toBe(HONEYPOT_VALID_FROM_FIELD);
    expect(a.encryptedValidFrom).not.toMatch(/^\d+$/);
  });

  it(`lets a person through once ${MIN_FILL_SECONDS} s have passed, and drops a form sent sooner`, () => {
    vi.useFakeTimers({ now: new Date("2026-12-01T10:00:00Z") });
    const fields = honeypotFields(env);
    expect(isSpam(env, sent(fields))).toBe(true);
    vi.advanceTimersByTime(MIN_FILL_SECONDS * 1000 - 100);
    expect(isSpam(env, sent(fields))).toBe(true);
    vi.advanceTimersByTime(200);
    expect(isSpam(env, sent(fields))).toBe(false);
    // A page kept for minutes (the edge cache) is still accepted.
    vi.advanceTimersByTime(600_000);
    expect(isSpam(env, sent(fields))).toBe(false);
  });

  it("lets a form sent back after a refusal be sent again at once", () => {
    const page = new Request("https://site.test/contact");
    expect(isSpam(env, sent(honeypotFieldsFor(page, env)))).toBe(true);
    const refused = new Request("https://site.test/contact", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(isSpam(env, sent(honeypotFieldsFor(refused, env)))).toBe(false);
  });

  it("drops a filled hidden field, a missing or forged time, and a time from another secret", () => {
    const fields = honeypotFields(env, Date.now() - 60_000);
    expect(isSpam(env, sent(fields, { [fields.nameFieldName]: "http://spam.example" }))).toBe(true);
    const noTime = sent(fields);
    noTime.delete(HONEYPOT_VALID_FROM_FIELD);
    expect(isSpam(env, noTime)).toBe(true);
    expect(isSpam(env, sent(fields, { [HONEYPOT_VALID_FROM_FIELD]: String(Date.now() - 60_000) }))).toBe(true);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const other = honeypotFields({ HONEYPOT_SECRET: "another-secret" } as Env, Date.now() - 60_000);
    expect(isSpam(env, sent(other))).toBe(true);
    const bare = new FormData();
    bare.set("name", "Jane");
    bare.set(HONEYPOT_FIELD, "filled");
    expect(isSpam(env, bare)).toBe(true);
  });

  it("without the secret, checks only the hidden field", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const none = {} as Env;
    const fields = honeypotFields(none);
    expect(fields.validFromFieldName).toBeNull();
    expect(isSpam(none, sent(fields))).toBe(false);
    expect(isSpam(none, sent(fields, { [fields.nameFieldName]: "x" }))).toBe(true);
  });
});
