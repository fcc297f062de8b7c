/**
 * Contract tests for emailed one-time codes and links: `signInWithOtp` (POST /otp), `verifyOtp`
 * (POST /verify by code or token hash), `resend` (POST /resend) and the recovery email's code,
 * driven by the real supabase-js and @supabase/ssr clients. Codes live 4 s and one email per
 * user may go out every 2 s here (hosted defaults: 3600 s and 60 s).
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonClient, CookieJar, uniqueEmail, USER } from "./contract-helpers";
import type { MailboxMessage } from "./mailbox";
import { startStandIn, type StandIn } from "./stand-in";

const OTP_SECONDS = 4;
const FREQUENCY_SECONDS = 2;
const mailbox = join(mkdtempSync(join(tmpdir(), "otp-contract-")), "mailbox.jsonl");
let standIn: StandIn;

beforeAll(async () => {
  standIn = await startStandIn({
    port: 0,
    bcryptCost: 4,
    mailerAutoconfirm: true,
    otpExpirySeconds: OTP_SECONDS,
    emailMaxFrequencySeconds: FREQUENCY_SECONDS,
    mailbox,
    log: () => {},
  });
});
afterAll(async () => {
  await standIn?.stop();
});

const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

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

const lastMail = (to: string) => mailsTo(to).at(-1)!;
const hashOf = (mail: MailboxMessage) => new URL(mail.link).searchParams.get("token_hash")!;

async function newAccount(label: string) {
  const account = { email: uniqueEmail(label), password: `${label}-passphrase-2026` };
  const { error } = await anonClient(standIn.url).auth.signUp(account);
  if (error) throw error;
  return account;
}

describe("one-time code sign-in", () => {
  it("emails a six-digit code and a link; the code signs in once", async () => {
    const { email } = await newAccount("code");
    const sent = await anonClient(standIn.url).auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(sent).toEqual({ data: { user: null, session: null }, error: null });
    const mail = lastMail(email);
    expect(mail).toMatchObject({ type: "magiclink", code: expect.stringMatching(/^\d{6}$/) });
    expect(mail.link).toMatch(/^http:\/\/127\.0\.0\.1:8787\/auth\?token_hash=[0-9a-f]{56}&type=email$/);

    const client = anonClient(standIn.url);
    const { data, error } = await client.auth.verifyOtp({ email, token: mail.code, type: "email" });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    const claims = decodeJwt(data.session!.access_token);
    expect(claims).toMatchObject({ aal: "aal1", amr: [{ method: "otp", timestamp: expect.any(Number) }] });

    const again = await anonClient(standIn.url).auth.verifyOtp({ email, token: mail.code, type: "email" });
    expect(again.error).toMatchObject({ status: 403, code: "otp_expired", message: "Token has expired or is invalid" });
    // The link of the same email is spent too: they are one secret.
    const link = await anonClient(standIn.url).auth.verifyOtp({ token_hash: hashOf(mail), type: "email" });
    expect(link.error).toMatchObject({
      status: 403,
      code: "otp_expired",
      message: "Email link is invalid or has expired",
    });
  });

  it("signs in through the link's token hash once, as type email or magiclink", async () => {
    for (const type of ["email", "magiclink"] as const) {
      const { email } = await newAccount(`link-${type}`);
      await anonClient(standIn.url).auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
      const hash = hashOf(lastMail(email));
      const first = await anonClient(standIn.url).auth.verifyOtp({ token_hash: hash, type });
      expect(first.error).toBeNull();
      expect(first.data.user?.email).toBe(email);
      const second = await anonClient(standIn.url).auth.verifyOtp({ token_hash: hash, type });
      expect(second.error).toMatchObject({ status: 403, code: "otp_expired" });
    }
  });

  it("refuses a code that is too old, wrong, another address's, or replaced by a newer one", async () => {
    const { email } = await newAccount("old-code");
    const client = anonClient(standIn.url);
    await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    const old = lastMail(email).code;
    await sleep(OTP_SECONDS + 0.5);
    const late = await client.auth.verifyOtp({ email, token: old, type: "email" });
    expect(late.error).toMatchObject({ status: 403, code: "otp_expired", message: "Token has expired or is invalid" });

    await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    const first = lastMail(email).code;
    await sleep(FREQUENCY_SECONDS + 0.2);
    await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    const newer = lastMail(email).code;
    if (first !== newer) {
      expect((await client.auth.verifyOtp({ email, token: first, type: "email" })).error).toMatchObject({
        status: 403,
      });
    }
    const wrong = newer === "000000" ? "111111" : "000000";
    expect((await client.auth.verifyOtp({ email, token: wrong, type: "email" })).error).toMatchObject({ status: 403 });
    const elsewhere = await client.auth.verifyOtp({ email: USER.email, token: newer, type: "email" });
    expect(elsewhere.error).toMatchObject({ status: 403, code: "otp_expired" });
    expect((await client.auth.verifyOtp({ email, token: newer, type: "email" })).error).toBeNull();
  });

  it("answers otp_disabled for an unknown address when no account may be made, and sends nothing", async () => {
    const email = uniqueEmail("nobody");
    const { error } = await anonClient(standIn.url).auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(error).toMatchObject({ status: 422, code: "otp_disabled", message: "Signups not allowed for otp" });
    expect(mailsTo(email)).toEqual([]);
  });

  it("makes a confirmed account for an unknown address when allowed (the default)", async () => {
    const email = uniqueEmail("new-by-code");
    expect((await anonClient(standIn.url).auth.signInWithOtp({ email })).error).toBeNull();
    const mail = lastMail(email);
    expect(mail.type).toBe("magiclink");
    const { data } = await anonClient(standIn.url).auth.verifyOtp({ email, token: mail.code, type: "email" });
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
  });

  it("needs an email or phone: GoTrue's message for an empty one, supabase-js's for none", async () => {
    const empty = await anonClient(standIn.url).auth.signInWithOtp({ email: "" });
    expect(empty.error).toMatchObject({
      status: 400,
      code: "validation_failed",
      message: "One of email or phone must be set",
    });
    const none = await anonClient(standIn.url).auth.signInWithOtp({} as never);
    expect(none.error).toMatchObject({
      name: "AuthInvalidCredentialsError",
      message: "You must provide either an email or phone number.",
    });
    const bad = await anonClient(standIn.url).auth.signInWithOtp({ email: "not-an-address" });
    expect(bad.error).toMatchObject({ status: 400, code: "validation_failed" });
  });

  it("sends one email per user every few seconds, sharing the timer with password recovery", async () => {
    const { email } = await newAccount("frequency");
    const client = anonClient(standIn.url);
    expect((await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
    const again = await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(again.error).toMatchObject({
      status: 429,
      code: "over_email_send_rate_limit",
      message: expect.stringMatching(/^For security purposes, you can only request this after [01] seconds\.$/),
    });
    const recovery = await client.auth.resetPasswordForEmail(email);
    expect(recovery.error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" });
    expect(mailsTo(email)).toHaveLength(1);
    await sleep(FREQUENCY_SECONDS + 0.2);
    expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
  });

  it("works server-side with @supabase/ssr: PKCE hash in the link, session into cookies", async () => {
    const { email } = await newAccount("ssr-code");
    const jar = new CookieJar();
    const request = await jar.client(standIn.url).auth.signInWithOtp({
      email,
      options: { shouldCreateUser: false, emailRedirectTo: "http://localhost:5173/auth" },
    });
    expect(request.error).toBeNull();
    const mail = lastMail(email);
    expect(mail.link).toMatch(/^http:\/\/localhost:5173\/auth\?token_hash=pkce_[0-9a-f]{56}&type=email$/);
    const landing = new CookieJar();
    const { error } = await landing.client(standIn.url).auth.verifyOtp({ token_hash: hashOf(mail), type: "email" });
    expect(error).toBeNull();
    expect([...landing.cookies.keys()].some((name) => name.startsWith("sb-127-auth-token"))).toBe(true);
  });
});

describe("verify requests", () => {
  it("checks the request as GoTrue does", async () => {
    const post = async (body: unknown) => {
      const response = await fetch(`${standIn.url}/auth/v1/verify`, {
        method: "POST",
        headers: { apikey: standIn.anonKey, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const failed = (message: string) => ({ status: 400, body: { code: "validation_failed", message } });
    expect(await post({ token_hash: "x" })).toEqual(failed("Verify requires a verification type"));
    expect(await post({ type: "email" })).toEqual(failed("Verify requires either a token or a token hash"));
    expect(await post({ type: "email", token: "123456", token_hash: "x" })).toEqual(
      failed("Verify requires either a token or a token hash"),
    );
    expect(await post({ type: "email", token_hash: "x", email: "a@example.com" })).toEqual(
      failed("Only the token_hash and type should be provided"),
    );
    expect(await post({ type: "sms", token_hash: "x" })).toEqual(failed("Invalid email verification type"));
    expect(await post({ type: "email", token: "123456" })).toEqual(
      failed("Only an email address or phone number should be provided on verify"),
    );
    expect(await post({ type: "email", token: "123456", email: "nope" })).toEqual({
      status: 422,
      body: { code: "validation_failed", message: "Invalid email format" },
    });
  });
});

describe("resend and recovery codes", () => {
  it("resends nothing for confirmed or unknown addresses, and needs an email and a type", async () => {
    const { email } = await newAccount("resend");
    const client = anonClient(standIn.url);
    expect(await client.auth.resend({ type: "signup", email })).toEqual({
      data: { user: null, session: null },
      error: null,
    });
    expect(await client.auth.resend({ type: "signup", email: uniqueEmail("unknown") })).toMatchObject({ error: null });
    expect(mailsTo(email)).toEqual([]);
    const noType = await client.auth.resend({ email } as never);
    expect(noType.error).toMatchObject({
      status: 400,
      code: "validation_failed",
      message: "Missing one of these types: signup, email_change, sms, phone_change",
    });
    const noEmail = await client.auth.resend({ type: "signup", email: "" });
    expect(noEmail.error).toMatchObject({ status: 400, message: "Type provided requires an email address" });
    const neither = await client.auth.resend({ type: "signup" } as never);
    expect(neither.error).toMatchObject({
      name: "AuthInvalidCredentialsError",
      message: "You must provide either an email or phone number and a type",
    });
  });

  it("the recovery email's code signs in as its link does", async () => {
    const { email } = await newAccount("recovery-code");
    await anonClient(standIn.url).auth.resetPasswordForEmail(email);
    const mail = lastMail(email);
    expect(mail.type).toBe("recovery");
    expect(mail.link).toMatch(/\/auth\/reset\?token_hash=[0-9a-f]{56}&type=recovery$/);
    const { data, error } = await anonClient(standIn.url).auth.verifyOtp({ email, token: mail.code, type: "recovery" });
    expect(error).toBeNull();
    expect(decodeJwt(data.session!.access_token).amr).toEqual([{ method: "recovery", timestamp: expect.any(Number) }]);
  });
});
