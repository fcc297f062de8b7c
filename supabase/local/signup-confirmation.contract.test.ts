/**
 * Contract tests for sign-up with email confirmation on (`mailerAutoconfirm: false`, a hosted
 * project's "Confirm email"): the confirmation email, `resend`, signing in only once confirmed,
 * and an already registered address answered like a new one. The local default (confirmation
 * off) is pinned in auth.contract.test.ts.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonClient, uniqueEmail, USER } from "./contract-helpers";
import { LOCAL_ANON_KEY } from "./keys";
import type { MailboxMessage } from "./mailbox";
import { startStandIn, type StandIn } from "./stand-in";

const FREQUENCY_SECONDS = 1;
const mailbox = join(mkdtempSync(join(tmpdir(), "confirm-contract-")), "mailbox.jsonl");
let standIn: StandIn;

beforeAll(async () => {
  standIn = await startStandIn({
    port: 0,
    bcryptCost: 4,
    mailerAutoconfirm: false,
    emailMaxFrequencySeconds: FREQUENCY_SECONDS,
    mailbox,
    log: () => {},
  });
});
afterAll(async () => {
  await standIn?.stop();
});

function mailsTo(to: string): MailboxMessage[] {
  let text = "";
  try {
    text = readFileSync(mailbox, "utf8");
  } catch {
    return [];
  }
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as MailboxMessage)
    .filter((mail) => mail.to === to);
}

const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

describe("sign-up with email confirmation", () => {
  it("emails a confirmation; sign-in waits for it; the link confirms and signs in", async () => {
    const account = { email: uniqueEmail("confirm"), password: "confirm-passphrase-2026" };
    const client = anonClient(standIn.url);
    const { data, error } = await client.auth.signUp({ ...account, options: { data: { full_name: "Cleo Confirm" } } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({
      email: account.email,
      role: "authenticated",
      confirmation_sent_at: expect.any(String),
    });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.identities).toHaveLength(1);
    const [mail] = mailsTo(account.email);
    expect(mail).toMatchObject({ type: "signup", code: expect.stringMatching(/^\d{6}$/) });
    expect(mail!.link).toMatch(/\/auth\?token_hash=[0-9a-f]{56}&type=email$/);

    const early = await client.auth.signInWithPassword(account);
    expect(early.error).toMatchObject({ status: 400, code: "email_not_confirmed", message: "Email not confirmed" });

    const hash = new URL(mail!.link).searchParams.get("token_hash")!;
    const confirmed = await client.auth.verifyOtp({ token_hash: hash, type: "email" });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(decodeJwt(confirmed.data.session!.access_token).amr).toEqual([
      { method: "otp", timestamp: expect.any(Number) },
    ]);
    expect((await anonClient(standIn.url).auth.signInWithPassword(account)).error).toBeNull();
  });

  it("resends the confirmation to an unconfirmed address, once per interval; its code confirms", async () => {
    const email = uniqueEmail("resend-confirm");
    await anonClient(standIn.url).auth.signUp({ email, password: "resend-passphrase-2026" });
    const client = anonClient(standIn.url);
    const tooSoon = await client.auth.resend({ type: "signup", email });
    expect(tooSoon.error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" });
    await sleep(FREQUENCY_SECONDS + 0.2);
    expect((await client.auth.resend({ type: "signup", email })).error).toBeNull();
    const mails = mailsTo(email);
    expect(mails.map((mail) => mail.type)).toEqual(["signup", "signup"]);
    const { error } = await client.auth.verifyOtp({ email, token: mails[1]!.code, type: "signup" });
    expect(error).toBeNull();
    await sleep(FREQUENCY_SECONDS + 0.2);
    expect((await client.auth.resend({ type: "signup", email })).error).toBeNull();
    expect(mailsTo(email)).toHaveLength(2); // confirmed: nothing more to send
  });

  it("answers an already registered address like a new one and sends nothing", async () => {
    const taken = await anonClient(standIn.url).auth.signUp({
      email: USER.email,
      password: "another-passphrase-2026",
      options: { data: { full_name: "Someone Else" } },
    });
    expect(taken.error).toBeNull();
    expect(taken.data.session).toBeNull();
    expect(taken.data.user).toMatchObject({
      email: USER.email,
      user_metadata: { full_name: "Someone Else" },
      identities: [],
      confirmation_sent_at: expect.any(String),
    });
    expect(taken.data.user?.id).not.toBe(USER.id);
    expect(mailsTo(USER.email)).toEqual([]);
  });

  it("signInWithOtp for an unconfirmed address sends the confirmation; settings say so", async () => {
    const email = uniqueEmail("otp-unconfirmed");
    await anonClient(standIn.url).auth.signUp({ email, password: "otp-unconfirmed-2026" });
    await sleep(FREQUENCY_SECONDS + 0.2);
    expect((await anonClient(standIn.url).auth.signInWithOtp({ email })).error).toBeNull();
    expect(mailsTo(email).map((mail) => mail.type)).toEqual(["signup", "signup"]);
    const settings = await fetch(`${standIn.url}/auth/v1/settings`, { headers: { apikey: LOCAL_ANON_KEY } });
    expect(await settings.json()).toMatchObject({ mailer_autoconfirm: false });
  });
});
