/**
 * What the lead queue's consumer does with a message after trying to store it: acknowledge it,
 * retry it later with a growing delay, or give up on it (dead letter). Pure, so the decisions are
 * unit-tested; wrangler.toml's max_retries for the queue matches MAX_ATTEMPTS - 1.
 */

/** The outcome of one attempt to store a lead. */
export type WriteResult = { ok: true } | { ok: false; transient: boolean; reason: string };

/** Delays double from 5 s up to 30 min. */
export const RETRY_BASE_SECONDS = 5;
export const RETRY_MAX_SECONDS = 1_800;
/** The first delivery and 20 retries (wrangler.toml max_retries = 20): about six hours. */
export const MAX_ATTEMPTS = 21;

/** The delay before the next attempt, after `attempts` attempts (1 after the first delivery). */
export function retryDelaySeconds(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(RETRY_MAX_SECONDS, RETRY_BASE_SECONDS * 2 ** Math.min(exponent, 30));
}

export type QueueDecision =
  { action: "ack" } | { action: "retry"; delaySeconds: number } | { action: "dead-letter"; reason: string };

/**
 * Stored (or already stored: the insert ignores a known submission id) → ack. A failure that may
 * pass (the database down, a timeout, a 5xx, a refused key) → retry with backoff; the queue moves
 * the message to the dead-letter queue once its retries are spent. A refusal that will not pass
 * (the database rejects the row) → dead letter at once, where it is logged.
 */
export function decide(result: WriteResult, attempts: number): QueueDecision {
  if (result.ok) return { action: "ack" };
  if (!result.transient) return { action: "dead-letter", reason: result.reason };
  return { action: "retry", delaySeconds: retryDelaySeconds(attempts) };
}

/** Whether a failed write may succeed later: no answer, a timeout, a server error, or a key problem. */
export function isTransientStatus(status: number): boolean {
  return status === 0 || status === 401 || status === 403 || status === 408 || status === 429 || status >= 500;
}
