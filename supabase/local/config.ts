/** Settings shared by the routes of one running stand-in. */
import type { Database } from "./db";
import type { SigningKeys } from "./jwt";

export interface StandInConfig {
  db: Database;
  keys: SigningKeys;
  /** Base URL the stand-in answers on, e.g. `http://127.0.0.1:54321` (known once listening). */
  url: string;
  accessTokenTtlSeconds: number;
  bcryptCost: number;
  /** A rotated refresh token used again within this many seconds gets the same successor. */
  refreshTokenReuseIntervalSeconds: number;
  /** Lifetime of a password-recovery link. */
  recoveryTokenTtlSeconds: number;
  /** Where recovery links point when the request names no acceptable `redirect_to`. */
  siteUrl: string;
  log: (line: string) => void;
  /** Delivers the links hosted Supabase would email (see mailbox.ts). */
  sendMail: (message: { to: string; type: "recovery"; link: string }) => void;
}

export const issuer = (config: StandInConfig) => `${config.url}/auth/v1`;
