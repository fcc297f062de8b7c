/**
 * Contract tests for TOTP multi-factor authentication (`/auth/v1/factors…`), driven by the real
 * supabase-js MFA API. The project's MFA verification hook is off here, so this file pins
 * GoTrue's own behaviour; supabase/tests/account-security.contract.test.ts pins the hook's.
 */
import decodeQR from "@paulmillr/qr/decode.js";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonClient, signedIn, uniqueEmail } from "./contract-helpers";
import { LOCAL_ANON_KEY } from "./keys";
import { startStandIn, type StandIn } from "./stand-in";
import { totpCode } from "./totp";

const CHALLENGE_SECONDS = 3;
let standIn: StandIn;

beforeAll(async () => {
  standIn = await startStandIn({
    port: 0,
    bcryptCost: 4,
    mailerAutoconfirm: true,
    mfaChallengeExpirySeconds: CHALLENGE_SECONDS,
    mfaVerificationAttemptHook: null,
    log: () => {},
  });
});
afterAll(async () => {
  await standIn?.stop();
});

/** A fresh account, signed in (aal1). */
async function newAccount() {
  const account = { email: uniqueEmail("mfa"), password: "mfa-passphrase-2026" };
  const { error } = await anonClient(standIn.url).auth.signUp(account);
  if (error) throw error;
  return { account, client: await signedIn(standIn.url, account) };
}

async function enrolTotp(client: Awaited<ReturnType<typeof newAccount>>["client"], friendlyName = "Phone") {
  const { data, error } = await client.auth.mfa.enroll({ factorType: "totp", friendlyName });
  if (error) throw error;
  return data;
}

/** Draws the SVG's squares into a bitmap and reads the QR code back. */
function readQr(dataUri: string): string {
  const svg = dataUri.replace(/^data:image\/svg\+xml;utf-8,/, "");
  const size = Number(/width="(\d+)"/.exec(svg)![1]);
  const data = new Uint8Array(size * size * 4).fill(255);
  for (const [, x, y, w, h] of Array.from(svg.matchAll(/M(\d+) (\d+)h(\d+)v(\d+)/g), (m) => m.map(Number))) {
    for (let row = y!; row < y! + h!; row++) {
      for (let col = x!; col < x! + w!; col++) data.fill(0, (row * size + col) * 4, (row * size + col) * 4 + 3);
    }
  }
  return decodeQR({ width: size, height: size, data });
}

async function raw(path: string, init: { method?: string; token: string; body?: unknown; ip?: string }) {
  const response = await fetch(`${standIn.url}/auth/v1${path}`, {
    method: init.method ?? "POST",
    headers: {
      apikey: LOCAL_ANON_KEY,
      Authorization: `Bearer ${init.token}`,
      "Content-Type": "application/json",
      "X-Supabase-Api-Version": "2024-01-01",
      ...(init.ip ? { "X-Forwarded-For": init.ip } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const tokenOf = async (client: Awaited<ReturnType<typeof newAccount>>["client"]) =>
  (await client.auth.getSession()).data.session!.access_token;

describe("enrolment", () => {
  it("returns the factor, its secret, the otpauth URI and a QR code of that URI", async () => {
    const { account, client } = await newAccount();
    const factor = await enrolTotp(client, "Work phone");
    expect(factor).toMatchObject({ type: "totp", friendly_name: "Work phone", id: expect.any(String) });
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(factor.totp.uri).toBe(
      `otpauth://totp/127.0.0.1:8787:${account.email}?algorithm=SHA1&digits=6&issuer=127.0.0.1%3A8787&period=30&secret=${factor.totp.secret}`,
    );
    // GoTrue sends SVG markup; supabase-js makes the data URI.
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<\?xml version="1.0"\?>\n<svg /);
    expect(factor.totp.qr_code).not.toContain("#");
    expect(readQr(factor.totp.qr_code)).toBe(factor.totp.uri);

    const { data: user } = await client.auth.getUser();
    expect(user.user?.factors).toEqual([
      expect.objectContaining({
        id: factor.id,
        factor_type: "totp",
        status: "unverified",
        friendly_name: "Work phone",
      }),
    ]);
    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.all).toHaveLength(1);
    expect(listed.data?.totp).toEqual([]); // only verified factors count
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal1" });
  });

  it("takes the issuer given, refuses a taken name and other factor types", async () => {
    const { client } = await newAccount();
    const first = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone", issuer: "Rankwell" });
    expect(first.data?.totp.uri).toMatch(/^otpauth:\/\/totp\/Rankwell:.*&issuer=Rankwell&/);
    const again = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" });
    expect(again.error).toMatchObject({
      status: 422,
      code: "mfa_factor_name_conflict",
      message: 'A factor with the friendly name "Phone" for this user already exists',
    });
    const phone = await client.auth.mfa.enroll({ factorType: "phone", phone: "+15555550100" });
    expect(phone.error).toMatchObject({ status: 422, code: "mfa_phone_enroll_not_enabled" });
    const token = await tokenOf(client);
    expect(await raw("/factors", { token, body: { factor_type: "sms" } })).toEqual({
      status: 400,
      body: { code: "validation_failed", message: "factor_type needs to be totp, phone, or webauthn" },
    });
  });
});

describe("challenge and verify", () => {
  it("a verified code raises the session to aal2 with totp in its amr and verifies the factor", async () => {
    const { client } = await newAccount();
    const factor = await enrolTotp(client);
    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.data).toMatchObject({ id: expect.any(String), type: "totp" });
    expect(challenge.data!.expires_at - Date.now() / 1000).toBeCloseTo(CHALLENGE_SECONDS, -1);

    const wrong = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: "000000",
    });
    expect(wrong.error).toMatchObject({
      status: 422,
      code: "mfa_verification_failed",
      message: "Invalid TOTP code entered",
    });

    const before = await client.auth.getSession();
    const verified = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: totpCode(factor.totp.secret),
    });
    expect(verified.error).toBeNull();
    expect(verified.data!.refresh_token).not.toBe(before.data.session!.refresh_token);
    const claims = decodeJwt(verified.data!.access_token);
    expect(claims.aal).toBe("aal2");
    expect((claims.amr as Array<{ method: string }>).map((entry) => entry.method)).toEqual(["totp", "password"]);
    expect(claims.session_id).toBe(decodeJwt(before.data.session!.access_token).session_id);
    expect(verified.data!.user.factors).toEqual([expect.objectContaining({ id: factor.id, status: "verified" })]);

    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: "aal2", nextLevel: "aal2" });
    expect((await client.auth.mfa.listFactors()).data?.totp).toHaveLength(1);

    // A used challenge cannot be verified again (GoTrue's answer is the IP-mismatch error).
    const reused = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: totpCode(factor.totp.secret),
    });
    expect(reused.error).toMatchObject({ status: 422, code: "mfa_ip_address_mismatch" });

    // A refresh keeps aal2.
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe("aal2");
  });

  it("accepts one step of clock drift; GoTrue itself accepts a code again in a new challenge", async () => {
    const { client } = await newAccount();
    const factor = await enrolTotp(client);
    const secret = factor.totp.secret;
    // One step either way stays valid only if the server reads the clock within the same step.
    const intoStep = Date.now() % 30_000;
    if (intoStep > 27_000) await new Promise((resolve) => setTimeout(resolve, 30_500 - intoStep));
    for (const offset of [-30_000, 30_000]) {
      const result = await client.auth.mfa.challengeAndVerify({
        factorId: factor.id,
        code: totpCode(secret, Date.now() + offset),
      });
      expect(result.error).toBeNull();
    }
    const now = totpCode(secret);
    for (let attempt = 0; attempt < 2; attempt++) {
      const result = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: now });
      expect(result.error).toBeNull();
    }
    for (const offset of [-90_000, 90_000]) {
      const result = await client.auth.mfa.challengeAndVerify({
        factorId: factor.id,
        code: totpCode(secret, Date.now() + offset),
      });
      expect(result.error).toMatchObject({ code: "mfa_verification_failed" });
    }
  });

  it("after sign-in with a password a user with a factor is at aal1 and asked for aal2", async () => {
    const { account, client } = await newAccount();
    const factor = await enrolTotp(client);
    const other = await signedIn(standIn.url, account); // a second session, still aal1
    await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(factor.totp.secret) });
    // GoTrue ends the user's other sessions below aal2 once a factor is verified.
    expect((await other.auth.getUser()).error).toMatchObject({ name: "AuthSessionMissingError" });

    const later = await signedIn(standIn.url, account);
    expect(decodeJwt(await tokenOf(later)).aal).toBe("aal1");
    const level = await later.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal2" });
    expect(
      level.data!.currentAuthenticationMethods.map((entry) => (typeof entry === "string" ? entry : entry.method)),
    ).toEqual(["password"]);
  });

  it("refuses expired challenges, other addresses, empty codes and unknown factors", async () => {
    const { client } = await newAccount();
    const factor = await enrolTotp(client);
    const token = await tokenOf(client);
    const code = totpCode(factor.totp.secret);

    const expiring = await client.auth.mfa.challenge({ factorId: factor.id });
    await new Promise((resolve) => setTimeout(resolve, (CHALLENGE_SECONDS + 1) * 1000));
    const late = await client.auth.mfa.verify({ factorId: factor.id, challengeId: expiring.data!.id, code });
    expect(late.error).toMatchObject({ status: 422, code: "mfa_challenge_expired" });

    const fromA = await raw(`/factors/${factor.id}/challenge`, { token, ip: "203.0.113.7" });
    const fromB = await raw(`/factors/${factor.id}/verify`, {
      token,
      ip: "198.51.100.9",
      body: { challenge_id: fromA.body.id, code },
    });
    expect(fromB).toEqual({
      status: 422,
      body: { code: "mfa_ip_address_mismatch", message: "Challenge and verify IP addresses mismatch." },
    });
    const empty = await raw(`/factors/${factor.id}/verify`, {
      token,
      ip: "203.0.113.7",
      body: { challenge_id: fromA.body.id, code: "" },
    });
    expect(empty).toEqual({ status: 400, body: { code: "validation_failed", message: "Code needs to be non-empty" } });

    const unknown = await client.auth.mfa.challenge({ factorId: "00000000-0000-4000-8000-000000000000" });
    expect(unknown.error).toMatchObject({ status: 404, code: "mfa_factor_not_found", message: "Factor not found" });
    expect((await raw("/factors/not-a-uuid/challenge", { token })).body).toEqual({
      code: "validation_failed",
      message: "factor_id must be an UUID",
    });
    const stranger = await newAccount();
    const theirs = await stranger.client.auth.mfa.challenge({ factorId: factor.id });
    expect(theirs.error).toMatchObject({ status: 404, code: "mfa_factor_not_found" });
  });
});

describe("more factors and unenrolment", () => {
  it("needs aal2 to add a factor or remove a verified one; removal drops sessions to aal1", async () => {
    const { account, client } = await newAccount();
    const factor = await enrolTotp(client, "First");
    await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(factor.totp.secret) });

    const atAal1 = await signedIn(standIn.url, account);
    const second = await atAal1.auth.mfa.enroll({ factorType: "totp", friendlyName: "Second" });
    expect(second.error).toMatchObject({
      status: 403,
      code: "insufficient_aal",
      message: "AAL2 required to enroll a new factor",
    });
    const removeAtAal1 = await atAal1.auth.mfa.unenroll({ factorId: factor.id });
    expect(removeAtAal1.error).toMatchObject({
      status: 422,
      code: "insufficient_aal",
      message: "AAL2 required to unenroll verified factor",
    });

    const extra = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Second" });
    expect(extra.error).toBeNull();
    expect((await client.auth.mfa.unenroll({ factorId: extra.data!.id })).data).toEqual({ id: extra.data!.id });
    const removed = await client.auth.mfa.unenroll({ factorId: factor.id });
    expect(removed.data).toEqual({ id: factor.id });
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token)).toMatchObject({ aal: "aal1" });
    expect(refreshed.data.user?.factors).toBeUndefined();
  });
});
