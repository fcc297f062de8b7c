import { expect, it } from "vitest";
import { addressLimiter } from "./auth-rate-limits";
import type { Request } from "./http";

const from = (address: string): Request => ({
  method: "POST",
  url: new URL("http://127.0.0.1/auth/v1/token"),
  headers: {},
  body: Buffer.alloc(0),
  remoteAddress: address,
});

it("allows a burst of its capacity, then one request per refilled token", () => {
  let now = 0;
  const limiter = addressLimiter(30, () => now);
  for (let i = 0; i < 30; i++) limiter.take(from("198.51.100.1"));
  expect(() => limiter.take(from("198.51.100.1"))).toThrow("Request rate limit reached");
  // Another address has its own bucket.
  expect(() => limiter.take(from("198.51.100.2"))).not.toThrow();
  // 30 per 300 s: one token every 10 s.
  now += 9_000;
  expect(() => limiter.take(from("198.51.100.1"))).toThrow();
  now += 1_000;
  expect(() => limiter.take(from("198.51.100.1"))).not.toThrow();
  expect(() => limiter.take(from("198.51.100.1"))).toThrow();
});

it("a refused request does not earn its caller anything, and an idle bucket refills to its capacity only", () => {
  let now = 0;
  const limiter = addressLimiter(2, () => now);
  limiter.take(from("198.51.100.3"));
  limiter.take(from("198.51.100.3"));
  for (let i = 0; i < 5; i++) expect(() => limiter.take(from("198.51.100.3"))).toThrow();
  now += 3_600_000;
  limiter.take(from("198.51.100.3"));
  limiter.take(from("198.51.100.3"));
  expect(() => limiter.take(from("198.51.100.3"))).toThrow();
});

it("limits by Sb-Forwarded-For only for a caller with the secret key; anyone else by the socket's address", async () => {
  const { LOCAL_ANON_KEY, LOCAL_SECRET_KEY, LOCAL_PUBLISHABLE_KEY } = await import("./keys");
  const { limitedAddress } = await import("./auth-rate-limits");
  const request = (apikey: string, headers: Record<string, string> = {}): Request => ({
    ...from("198.51.100.9"),
    headers: { apikey, ...headers },
  });
  const forwarded = { "sb-forwarded-for": "203.0.113.7", "x-forwarded-for": "203.0.113.8" };
  expect(limitedAddress(request(LOCAL_SECRET_KEY, forwarded))).toBe("203.0.113.7");
  expect(limitedAddress(request(LOCAL_SECRET_KEY))).toBe("198.51.100.9");
  for (const key of [LOCAL_ANON_KEY, LOCAL_PUBLISHABLE_KEY, "sb_secret_made_up"]) {
    expect(limitedAddress(request(key, forwarded))).toBe("198.51.100.9");
  }
});
