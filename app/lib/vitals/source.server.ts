/**
 * The source a web-vitals beacon is counted as (ADR 064): a keyed hash of the sender's address and
 * the day, so one address counts as one visitor per day in the percentile however many beacons it
 * sends. The address itself is never stored; without the key (a Worker secret) the hash cannot be
 * matched to one. The key is derived from HONEYPOT_SECRET with a label of its own.
 */
const encoder = new TextEncoder();

export async function beaconSource(
  address: string,
  secret: string | undefined,
  now = new Date(),
): Promise<string | null> {
  if (!secret) return null;
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(`web-vitals-source:${secret}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(`${now.toISOString().slice(0, 10)}|${address}`));
  return [...new Uint8Array(mac, 0, 8)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
