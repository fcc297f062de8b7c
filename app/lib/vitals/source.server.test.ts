import { expect, it } from "vitest";
import { beaconSource } from "./source.server";

const day = new Date("2026-12-02T10:00:00Z");

it("is 16 hex characters, the same for one address on one day, another for another address or day", async () => {
  const one = await beaconSource("203.0.113.7", "secret", day);
  expect(one).toMatch(/^[0-9a-f]{16}$/);
  expect(await beaconSource("203.0.113.7", "secret", new Date("2026-12-02T23:59:59Z"))).toBe(one);
  expect(await beaconSource("203.0.113.8", "secret", day)).not.toBe(one);
  expect(await beaconSource("203.0.113.7", "secret", new Date("2026-12-03T00:00:00Z"))).not.toBe(one);
  expect(await beaconSource("203.0.113.7", "another secret", day)).not.toBe(one);
  expect(one).not.toContain("203");
});

it("is null without the key: each beacon then counts on its own", async () => {
  expect(await beaconSource("203.0.113.7", undefined, day)).toBeNull();
  expect(await beaconSource("203.0.113.7", "", day)).toBeNull();
});
