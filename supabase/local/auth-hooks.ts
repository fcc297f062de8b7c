/**
 * GoTrue's Postgres-function auth hooks, as far as the stand-in runs them: the MFA verification
 * attempt hook. GoTrue calls `select <function>(<event jsonb>)` in a transaction of its own
 * (so what the function records stays, whatever the verification's outcome) and reads back
 * `{"decision": "reject", "message"}` (the user is signed out everywhere; 403
 * `mfa_verification_rejected`), `{"error": {"http_code", "message"}}` (that status, code
 * `unknown`), or anything else (carry on).
 */
import { randomUUID } from "node:crypto";
import { authErrors } from "./auth-errors";
import type { StandInConfig } from "./config";
import { isRecord } from "./http";

const FUNCTION_NAME = /^([a-z_][a-z0-9_]*)\.([a-z_][a-z0-9_]*)$/i;
const DEFAULT_REJECTION = "Further MFA verification attempts will be rejected.";

export interface MfaVerificationAttempt {
  userId: string;
  factorId: string;
  factorType: string;
  valid: boolean;
  ip: string;
}

/** Runs the configured hook; throws the AuthError GoTrue would answer with, or returns to carry on. */
export async function runMfaVerificationAttemptHook(config: StandInConfig, attempt: MfaVerificationAttempt) {
  const name = config.mfaVerificationAttemptHook;
  if (!name) return;
  const parts = FUNCTION_NAME.exec(name);
  if (!parts) throw new Error(`Hook function must be named schema.function, got ${JSON.stringify(name)}`);
  const event = {
    metadata: { uuid: randomUUID(), time: new Date().toISOString(), name: "mfa-verification", ip_address: attempt.ip },
    user_id: attempt.userId,
    factor_id: attempt.factorId,
    factor_type: attempt.factorType,
    valid: attempt.valid,
  };
  const output = await config.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ output: unknown }>(`select "${parts[1]}"."${parts[2]}"($1::jsonb) as output`, [
      JSON.stringify(event),
    ]);
    return rows[0]?.output;
  });
  if (!isRecord(output)) return;
  const error = output.error;
  if (isRecord(error) && typeof error.message === "string" && error.message) {
    const status = typeof error.http_code === "number" && error.http_code ? error.http_code : 500;
    throw authErrors.hookError(status, error.message);
  }
  if (output.decision === "reject") {
    await config.db.transaction((tx) => tx.query("delete from auth.sessions where user_id = $1", [attempt.userId]));
    const message = typeof output.message === "string" && output.message ? output.message : DEFAULT_REJECTION;
    throw authErrors.mfa.verificationRejected(message);
  }
}
