/**
 * Token signing and verification: user access tokens are ES256 JWTs with a `kid` (as hosted
 * Supabase issues them with asymmetric signing keys); the legacy API keys are HS256 JWTs signed
 * with the fixed local secret. The ES256 key pair lives in the data directory (or in memory).
 */
import { randomUUID } from "node:crypto";
import { readFile, writeFile, mkdir } from "node:fs/promises";
import { join } from "node:path";
import { SignJWT, decodeProtectedHeader, exportJWK, generateKeyPair, importJWK, jwtVerify, errors } from "jose";
import type { JWK, JWTPayload, CryptoKey } from "jose";
import { LOCAL_JWT_SECRET } from "./keys";

export interface SigningKeys {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** The public key as published in the JWKS. */
  publicJwk: JWK;
}

export type Claims = JWTPayload & Record<string, unknown>;

export type VerifyResult =
  { ok: true; claims: Claims; alg: "ES256" | "HS256" } | { ok: false; reason: "expired" | "invalid"; detail: string };

const KEY_FILE = "jwt-signing-key.json";
const legacySecret = new TextEncoder().encode(LOCAL_JWT_SECRET);

async function fromPrivateJwk(jwk: JWK): Promise<SigningKeys> {
  const kid = jwk.kid ?? randomUUID();
  const privateKey = (await importJWK(jwk, "ES256")) as CryptoKey;
  const { d: _d, ...pub } = jwk;
  const publicJwk: JWK = { ...pub, kid, alg: "ES256", use: "sig", key_ops: ["verify"], ext: true };
  const publicKey = (await importJWK({ kty: pub.kty, crv: pub.crv, x: pub.x, y: pub.y }, "ES256")) as CryptoKey;
  return { kid, privateKey, publicKey, publicJwk };
}

async function generate(): Promise<JWK> {
  const { privateKey } = await generateKeyPair("ES256", { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: randomUUID(), alg: "ES256" };
}

/** Loads the key pair stored in `dir`, creating it on first use; in memory when `dir` is undefined. */
export async function loadSigningKeys(dir?: string): Promise<SigningKeys> {
  if (!dir) return fromPrivateJwk(await generate());
  const file = join(dir, KEY_FILE);
  try {
    return await fromPrivateJwk(JSON.parse(await readFile(file, "utf8")) as JWK);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const jwk = await generate();
  await mkdir(dir, { recursive: true });
  await writeFile(file, JSON.stringify(jwk, null, 2) + "\n", { mode: 0o600 });
  return fromPrivateJwk(jwk);
}

export function signAccessToken(keys: SigningKeys, claims: Claims): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: "ES256", kid: keys.kid, typ: "JWT" }).sign(keys.privateKey);
}

/** Verifies an ES256 token from this stand-in or an HS256 token signed with the legacy secret. */
export async function verifyToken(keys: SigningKeys, token: string): Promise<VerifyResult> {
  try {
    const header = decodeProtectedHeader(token);
    if (header.alg === "HS256") {
      const { payload } = await jwtVerify(token, legacySecret, { algorithms: ["HS256"] });
      return { ok: true, claims: payload as Claims, alg: "HS256" };
    }
    if (header.alg === "ES256" && header.kid === keys.kid) {
      const { payload } = await jwtVerify(token, keys.publicKey, { algorithms: ["ES256"] });
      return { ok: true, claims: payload as Claims, alg: "ES256" };
    }
    return { ok: false, reason: "invalid", detail: "signing method or key ID is not recognised" };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: "expired", detail: "token is expired" };
    return { ok: false, reason: "invalid", detail: "unable to parse or verify signature" };
  }
}

/** Extracts the token of an `Authorization: Bearer …` header. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^\s*bearer\s+(\S+)\s*$/i);
  return match?.[1];
}
