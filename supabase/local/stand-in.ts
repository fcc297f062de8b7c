/**
 * `startStandIn(options)`: opens (or creates) the database, loads the signing keys and serves
 * Supabase's HTTP API. Returns the base URL and `stop()`.
 */
import { projectConfig } from "./project-config";
import type { AddressInfo } from "node:net";
import type { StandInConfig } from "./config";
import { openDatabase } from "./db";
import { loadSigningKeys } from "./jwt";
import { createMailbox } from "./mailbox";
import { addressLimiter } from "./auth-rate-limits";
import {
  LOCAL_ANON_KEY,
  LOCAL_DEFAULT_PORT,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
} from "./keys";
import { createStandInServer } from "./server";

export interface StandInOptions {
  /** Port to listen on; 0 picks a free one. Default 54321. */
  port?: number;
  /** Interface to listen on. Default 127.0.0.1. */
  host?: string;
  /** Data directory (database files and the JWT signing key); undefined keeps everything in memory. */
  dataDir?: string;
  /** Access token lifetime. Default: config.toml's auth.jwt_expiry. */
  accessTokenTtlSeconds?: number;
  /** bcrypt cost for new passwords. Default 10 (tests use 4). */
  bcryptCost?: number;
  /** A session's time-box and inactivity timeout ([auth.sessions]). Default: config.toml. */
  sessionTimeboxSeconds?: number;
  sessionInactivitySeconds?: number;
  /** Window in which a rotated refresh token may be used again. Default: config.toml. */
  refreshTokenReuseIntervalSeconds?: number;
  /**
   * Sign-ins and sign-ups per address per 5 minutes. Default: config.toml's
   * [auth.rate_limit] sign_in_sign_ups. The e2e suite raises it: its many visitors share 127.0.0.1.
   */
  signInsPerFiveMinutes?: number;
  /** The clock the sign-in limit refills by (ms). Default Date.now; tests hold it still. */
  limiterClock?: () => number;
  /** Lifetime of emailed codes and links (recovery, magic link, confirmation). Default: config.toml. */
  otpExpirySeconds?: number;
  /** Minimum seconds between two emails of one kind to one user. Default: config.toml. */
  emailMaxFrequencySeconds?: number;
  /** Confirm sign-ups at once and sign them in. Default: config.toml's "Confirm email" turned around (off). */
  mailerAutoconfirm?: boolean;
  /** Lifetime of MFA challenges. Default 300. */
  mfaChallengeExpirySeconds?: number;
  /**
   * Postgres function GoTrue's MFA verification attempt hook calls. Default: config.toml's
   * (`public.hook_mfa_verification_attempt`, supabase/migrations); null turns the hook off.
   */
  mfaVerificationAttemptHook?: string | null;
  /** Origin emailed links point to when no acceptable redirect_to is given. Default: config.toml's site_url. */
  siteUrl?: string;
  /** Override the SQL sources (defaults: supabase/migrations and supabase/seed.sql). */
  migrationsDir?: string;
  seedFile?: string;
  /** Receives log lines (recovery links, migrations, errors). Default: console.log. */
  log?: (line: string) => void;
  /** A file that emailed links are appended to as JSON lines (mailbox.ts). Default: none. */
  mailbox?: string;
}

export interface StandIn {
  url: string;
  publishableKey: string;
  secretKey: string;
  /** The legacy keys, which the stand-in accepts too. */
  anonKey: string;
  serviceRoleKey: string;
  stop(): Promise<void>;
}

export async function startStandIn(options: StandInOptions = {}): Promise<StandIn> {
  const log = options.log ?? ((line: string) => console.log(line));
  // Every default below is supabase/config.toml's, as a hosted project configured from it has.
  const project = projectConfig();
  const db = await openDatabase({
    dataDir: options.dataDir,
    migrationsDir: options.migrationsDir,
    seedFile: options.seedFile,
    log,
  });
  try {
    const config: StandInConfig = {
      db,
      keys: await loadSigningKeys(options.dataDir),
      url: "",
      accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? project.jwtExpirySeconds,
      bcryptCost: options.bcryptCost ?? 10,
      refreshTokenReuseIntervalSeconds:
        options.refreshTokenReuseIntervalSeconds ?? project.refreshTokenReuseIntervalSeconds,
      sessionTimeboxSeconds: options.sessionTimeboxSeconds ?? project.sessionTimeboxSeconds,
      sessionInactivitySeconds: options.sessionInactivitySeconds ?? project.sessionInactivitySeconds,
      signInLimiter: addressLimiter(
        options.signInsPerFiveMinutes ?? project.signInsPerFiveMinutes,
        options.limiterClock,
      ),
      otpExpirySeconds: options.otpExpirySeconds ?? project.otpExpirySeconds,
      emailMaxFrequencySeconds: options.emailMaxFrequencySeconds ?? project.emailMaxFrequencySeconds,
      mailerAutoconfirm: options.mailerAutoconfirm ?? !project.enableConfirmations,
      mfaChallengeExpirySeconds: options.mfaChallengeExpirySeconds ?? 300,
      mfaFactorExpirySeconds: 300,
      mfaVerificationAttemptHook:
        options.mfaVerificationAttemptHook === undefined
          ? project.mfaVerificationAttemptHook
          : options.mfaVerificationAttemptHook,
      siteUrl: options.siteUrl ?? project.siteUrl,
      log,
      sendMail: createMailbox(options.mailbox, log),
    };
    const server = createStandInServer(config);
    const host = options.host ?? "127.0.0.1";
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(options.port ?? LOCAL_DEFAULT_PORT, host, () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    config.url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;

    let stopping: Promise<void> | undefined;
    return {
      url: config.url,
      publishableKey: LOCAL_PUBLISHABLE_KEY,
      secretKey: LOCAL_SECRET_KEY,
      anonKey: LOCAL_ANON_KEY,
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
      stop() {
        stopping ??= (async () => {
          await new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeAllConnections();
          });
          await db.close();
        })();
        return stopping;
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
