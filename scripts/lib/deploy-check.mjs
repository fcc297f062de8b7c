// What `npm run deploy` refuses to upload: a production configuration that still holds one of the
// repository's placeholders. Each finding names the setting and what to put there (README,
// Deploying). The dry run in `npm test` bundles the placeholders on purpose and is not checked.
import { parse } from "smol-toml";

/** Placeholder values shipped in wrangler.toml's [env.production], by setting. */
export const PLACEHOLDERS = [
  {
    setting: "SUPABASE_URL",
    test: (value) => /YOUR-PROJECT-REF/i.test(value),
    want: "your project's URL (Project Settings → API)",
  },
  {
    setting: "SUPABASE_PUBLISHABLE_KEY",
    // A secret key here (today's, or a legacy service_role JWT) would be a plain, readable
    // variable of the Worker, and every visitor's client would bypass row-level security.
    test: (value) =>
      /^YOUR-/i.test(value) || !value || value.startsWith("sb_secret_") || jwtRole(value) === "service_role",
    want: "your project's publishable key (Project Settings → API Keys: sb_publishable_…; a project's legacy anon key works too), never its secret key",
  },
  {
    setting: "SITE_URL",
    test: (value) => /(^|\.)example\.com\b/i.test(value) || !value,
    want: "your site's canonical origin, e.g. https://www.yourcompany.com",
  },
  {
    setting: "AUDIT_PROVIDER_USER_ID",
    test: (value) => value === "100001" || !value,
    want: "your SearchAtlas account id",
  },
];

/** The `role` claim of a legacy key (a JWT), or undefined for anything else. */
function jwtRole(value) {
  const payload = value.split(".")[1];
  if (!payload || !value.startsWith("eyJ")) return undefined;
  try {
    return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")).role;
  } catch {
    return undefined;
  }
}

/**
 * The placeholders left in `[env.production.vars]` of a wrangler.toml's text, as messages.
 * @param {string} toml
 * @returns {string[]}
 */
export function productionPlaceholders(toml) {
  const config = parse(toml);
  const vars = config.env?.production?.vars;
  if (!vars) return ["wrangler.toml has no [env.production.vars]: nothing would configure the deployed Worker"];
  const placeholders = PLACEHOLDERS.filter(({ setting, test }) => test(String(vars[setting] ?? ""))).map(
    ({ setting, want }) =>
      `[env.production.vars] ${setting} is still the placeholder ${JSON.stringify(String(vars[setting] ?? ""))}: set it to ${want}`,
  );
  // The same name would let a bare `wrangler deploy` replace production with the local configuration.
  const shared =
    config.name && config.name === config.env.production.name
      ? [`name = "${config.name}" is production's name too: give the top-level (local) Worker a name of its own`]
      : [];
  return [...placeholders, ...shared];
}
