import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, hotp, matchTotp, newTotpSecret, otpauthUri, totpCode } from "./totp";

// RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890"; the RFC
// prints 8-digit codes, whose last six digits are the 6-digit codes GoTrue uses.
const RFC_SEED = Buffer.from("12345678901234567890", "ascii");
const RFC_VECTORS: Array<[number, string]> = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("TOTP (RFC 6238, SHA-1)", () => {
  it.each(RFC_VECTORS)("at %i s the 8-digit code is %s", (seconds, expected) => {
    expect(hotp(RFC_SEED, Math.floor(seconds / 30), 8)).toBe(expected);
  });

  it("gives the last six digits of the same codes from the base32 secret", () => {
    const secret = base32Encode(RFC_SEED);
    expect(secret).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    for (const [seconds, expected] of RFC_VECTORS) {
      expect(totpCode(secret, seconds * 1000)).toBe(expected.slice(2));
    }
  });

  it("accepts one step of drift either way and nothing further", () => {
    const secret = base32Encode(RFC_SEED);
    const now = 1111111111 * 1000;
    const step = Math.floor(1111111111 / 30);
    expect(matchTotp(secret, totpCode(secret, now), now)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, now + 30_000), now)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, now - 60_000), now)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, now + 60_000), now)).toBeNull();
    expect(matchTotp(secret, "12345", now)).toBeNull();
    expect(matchTotp(secret, "abcdef", now)).toBeNull();
  });
});

describe("secrets and URIs", () => {
  it("makes 32-character base32 secrets of 20 random bytes", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it("round-trips base32 of any length", () => {
    for (const text of ["", "f", "fo", "foo", "foob", "fooba", "foobar"]) {
      expect(base32Decode(base32Encode(Buffer.from(text))).toString()).toBe(text);
    }
    expect(base32Encode(Buffer.from("foobar"))).toBe("MZXW6YTBOI"); // RFC 4648 §10, unpadded
    expect(() => base32Decode("not-base32!")).toThrow();
  });

  it("builds the otpauth URI as GoTrue returns it", () => {
    expect(otpauthUri("127.0.0.1:8787", "ada@example.com", "JBSWY3DPEHPK3PXP")).toBe(
      "otpauth://totp/127.0.0.1:8787:ada@example.com?algorithm=SHA1&digits=6&issuer=127.0.0.1%3A8787&period=30&secret=JBSWY3DPEHPK3PXP",
    );
  });
});
