import type { SupabaseClient } from "@supabase/supabase-js";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { dataOrThrow, settle } from "../db/result.server";
import { sessionlessSupabase } from "../db/sessionless.server";
import {
  defaultSiteSettings,
  fromSettingsRow,
  PUBLIC_SETTINGS_COLUMNS,
  SITE_SETTINGS_COLUMNS,
  type SiteSettings,
  type SiteSettingsRow,
} from "./settings";
import { settingsUpdate, type SettingsSubmission } from "./settings-schema";
import { publishableKey } from "~/lib/db/publishable-key.server";

/** How long a public page waits for the settings before showing the defaults. */
const READ_TIMEOUT_MS = 2_000;

export type SiteSettingsReader = () => Promise<SiteSettings>;

const readers = new WeakMap<Env, SupabaseClient>();

/**
 * A client with only the publishable key and no session: reading the settings must not create the
 * request's auth client, whose cookies would keep the page out of the edge cache.
 */
function publicClient(env: Env): SupabaseClient {
  let client = readers.get(env);
  if (!client) {
    client = sessionlessSupabase(env.SUPABASE_URL, publishableKey(env), READ_TIMEOUT_MS);
    readers.set(env, client);
  }
  return client;
}

/**
 * The settings of this request, asked for on first use, at most once. A page the edge cache may
 * keep (`fresh`) reads them from the database, so the copy stored for everyone, for 300 s, is never
 * older than the request that made it, and a save's purge of the home page takes effect at once
 * (admin.settings.tsx). Any other request (a signed-in visitor's, a cookie holder's, a form's) takes
 * the ones this isolate read in the last minute, when it has them (issue 21: a query per uncached
 * page was most of its wait). When the database does not answer, the content's defaults.
 */
export function createSettingsReader(env: Env, { fresh }: { fresh: boolean }): SiteSettingsReader {
  let settings: Promise<SiteSettings> | undefined;
  return () => (settings ??= fresh ? readAndKeep(env) : keptSettings(env));
}

/** How long an isolate keeps the settings it read; the defaults shown while the database is down, less. */
export const SETTINGS_KEEP_MS = 60_000;
const DEFAULTS_KEEP_MS = 5_000;

/** Per database: what was read or saved last, until when it serves, and when the last save was. */
const kept = new Map<string, { settings: SiteSettings; until: number }>();
const lastSaved = new Map<string, number>();

function keptSettings(env: Env): Promise<SiteSettings> {
  const found = kept.get(env.SUPABASE_URL);
  // Each request waits for its own read: a read shared with another request would be cancelled
  // with that request on Workers, and leave this one without an answer.
  return found && found.until > Date.now() ? Promise.resolve(found.settings) : readAndKeep(env);
}

async function readAndKeep(env: Env): Promise<SiteSettings> {
  const started = Date.now();
  const { settings, read } = await readSettings(env);
  // A read that began before a save must not put the old row back.
  if (started >= (lastSaved.get(env.SUPABASE_URL) ?? 0)) {
    kept.set(env.SUPABASE_URL, { settings, until: Date.now() + (read ? SETTINGS_KEEP_MS : DEFAULTS_KEEP_MS) });
  }
  return settings;
}

async function readSettings(env: Env): Promise<{ settings: SiteSettings; read: boolean }> {
  const answer = await settle(publicClient(env).from("site_settings").select(PUBLIC_SETTINGS_COLUMNS).maybeSingle());
  if (answer.data) {
    return { settings: fromSettingsRow(answer.data as SiteSettingsRow, env.AUDIT_PROVIDER_USER_ID), read: true };
  }
  console.error("Site settings not read; showing the defaults:", answer.status, answer.error?.message ?? "no row");
  return { settings: defaultSiteSettings(env.AUDIT_PROVIDER_USER_ID), read: false };
}

/**
 * The settings for the admin pages, with the admin's session: the stored row (an empty provider id
 * stays empty: the form shows what is stored) or a 503. 1 query.
 */
export async function storedSiteSettings(context: AppLoadContext): Promise<SiteSettings> {
  const answer = await settle(
    context.auth.client().supabase.from("site_settings").select(SITE_SETTINGS_COLUMNS).single(),
  );
  return fromSettingsRow(dataOrThrow(answer as { data: SiteSettingsRow | null; error: null }, "Site settings"));
}

/** Saves the settings with the admin's session (row-level security repeats the admin check). 1 query. */
export async function saveSiteSettings(context: AppLoadContext, data: SettingsSubmission): Promise<SiteSettings> {
  const answer = await settle(
    context.auth
      .client()
      .supabase.from("site_settings")
      .update(settingsUpdate(data))
      .eq("id", true)
      .select(SITE_SETTINGS_COLUMNS)
      .single(),
  );
  const saved = fromSettingsRow(
    dataOrThrow(answer as { data: SiteSettingsRow | null; error: null }, "Site settings update"),
  );
  forgetKeptSettings(context.env);
  return saved;
}

/**
 * After a save of what the settings read carries (the settings, the testimonials): pages this
 * isolate renders from now on read afresh (other isolates' uncached pages within SETTINGS_KEEP_MS;
 * cacheable pages always read afresh), and no read begun before the save puts the old one back.
 */
export function forgetKeptSettings(env: Env): void {
  lastSaved.set(env.SUPABASE_URL, Date.now());
  kept.delete(env.SUPABASE_URL);
}
