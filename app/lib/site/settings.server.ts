import type { SupabaseClient } from "@supabase/supabase-js";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { dataOrThrow, settle } from "../db/result.server";
import { sessionlessSupabase } from "../db/sessionless.server";
import {
  defaultSiteSettings,
  fromSettingsRow,
  SITE_SETTINGS_COLUMNS,
  type SiteSettings,
  type SiteSettingsRow,
} from "./settings";
import { settingsUpdate, type SettingsSubmission } from "./settings-schema";

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
    client = sessionlessSupabase(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, READ_TIMEOUT_MS);
    readers.set(env, client);
  }
  return client;
}

/**
 * The settings of this request, asked for on first use: the ones this isolate read in the last
 * minute, or one query (`keptSettings`). When the database does not answer, the content's
 * defaults. The page that shows them is cached at the edge with them (300 s).
 */
export function createSettingsReader(env: Env): SiteSettingsReader {
  let settings: Promise<SiteSettings> | undefined;
  return () => (settings ??= keptSettings(env));
}

/**
 * How long an isolate keeps the settings it read: every page shows them, and a query per page the
 * edge cache cannot answer was most of an uncached page's wait (issue 21). Within the 300 s a
 * cached page keeps them anyway; a save replaces them at once in the isolate that saved, and the
 * defaults shown while the database is down are asked again sooner.
 */
export const SETTINGS_KEEP_MS = 60_000;
const DEFAULTS_KEEP_MS = 5_000;

const kept = new Map<string, { settings: Promise<SiteSettings>; until: number }>();

function keptSettings(env: Env): Promise<SiteSettings> {
  const found = kept.get(env.SUPABASE_URL);
  if (found && found.until > Date.now()) return found.settings;
  const settings = readSettings(env).then(({ settings, read }) => {
    kept.set(env.SUPABASE_URL, {
      settings: Promise.resolve(settings),
      until: Date.now() + (read ? SETTINGS_KEEP_MS : DEFAULTS_KEEP_MS),
    });
    return settings;
  });
  // Requests that arrive while it is being read wait for the same answer.
  kept.set(env.SUPABASE_URL, { settings, until: Date.now() + READ_TIMEOUT_MS });
  return settings;
}

async function readSettings(env: Env): Promise<{ settings: SiteSettings; read: boolean }> {
  const answer = await settle(publicClient(env).from("site_settings").select(SITE_SETTINGS_COLUMNS).maybeSingle());
  if (answer.data) return { settings: fromSettingsRow(answer.data as SiteSettingsRow), read: true };
  console.error("Site settings not read; showing the defaults:", answer.status, answer.error?.message ?? "no row");
  return { settings: defaultSiteSettings(env.AUDIT_PROVIDER_USER_ID), read: false };
}

/** The settings for the admin form, with the admin's session: the stored row or a 503. 1 query. */
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
  // Pages this isolate renders from now on show the change (others within SETTINGS_KEEP_MS).
  kept.set(context.env.SUPABASE_URL, { settings: Promise.resolve(saved), until: Date.now() + SETTINGS_KEEP_MS });
  return saved;
}
