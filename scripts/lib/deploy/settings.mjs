// What `npm run deploy` needs from `.env.production`, checked before anything touches an account:
// each refusal names the line (or the missing key) and says what to put there. README, Deploying;
// ADR 056. The example file (.env.production.example) is refused as shipped, key by key.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
/** Values the example file ships with, or that look like one of its stand-ins. */
const PLACEHOLDER = /(^|[.@/])example\.(com|org|net)$|^(sb_[a-z]+_)?your-|^\.\.\.$|^…$|^changeme$|^x+$/i;
export const SUPABASE_PLANS = ["free", "pro", "team", "enterprise"];

/** The legacy JWT keys' `role` claim, or undefined for anything else. */
export function jwtRole(value) {
  const payload = value.split(".")[1];
  if (!payload || !value.startsWith("eyJ")) return undefined;
  try {
    return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")).role;
  } catch {
    return undefined;
  }
}

/** Each key of `.env.production`: whether it may be empty, the test its value must pass, and what it wants. */
export const KEYS = [
  {
    key: "SITE_DOMAIN",
    test: (v) => HOSTNAME.test(v),
    want: "the site's host name, e.g. www.yourcompany.com (no https://, no path): the Worker answers there as a custom domain of your Cloudflare zone",
  },
  {
    key: "CLOUDFLARE_ACCOUNT_ID",
    optional: true,
    test: (v) => /^[0-9a-f]{32}$/.test(v),
    want: "your Cloudflare account id (32 hex digits; dashboard → Workers & Pages), or empty when your login has one account",
  },
  {
    key: "SUPABASE_PROJECT_REF",
    test: (v) => /^[a-z]{20}$/.test(v),
    want: "your project's reference id (20 lowercase letters; Project Settings → General)",
  },
  {
    key: "SUPABASE_DB_PASSWORD",
    test: (v) => v.length >= 8,
    want: "the project's database password (set when you created it; Database Settings can reset it)",
  },
  // A secret key here would be a readable variable of the Worker, and every visitor's client
  // would bypass row-level security.
  {
    key: "SUPABASE_PUBLISHABLE_KEY",
    test: (v) => /^sb_publishable_[A-Za-z0-9_-]{8,}$/.test(v) || jwtRole(v) === "anon",
    want: "the project's publishable key (Project Settings → API Keys: sb_publishable_…; a legacy anon key works too), never its secret key",
  },
  {
    key: "SUPABASE_SECRET_KEY",
    test: (v) => /^sb_secret_[A-Za-z0-9_-]{8,}$/.test(v) || jwtRole(v) === "service_role",
    want: "a secret key of the project (Project Settings → API Keys: sb_secret_…; a legacy service_role key works too)",
  },
  {
    key: "SUPABASE_PLAN",
    test: (v) => SUPABASE_PLANS.includes(v),
    want: `the project's plan, one of ${SUPABASE_PLANS.join(", ")}: it decides whether the two-factor attempt hook can run (Team and Enterprise)`,
  },
  {
    key: "HONEYPOT_SECRET",
    optional: true,
    test: (v) => v.length >= 32,
    want: "32 characters or more (e.g. `openssl rand -hex 32`), or empty: the deploy then makes one when the Worker has none",
  },
  {
    key: "AUDIT_PROVIDER_USER_ID",
    example: "100001",
    test: (v) => /^\d+$/.test(v),
    want: "your SearchAtlas account id (digits)",
  },
  {
    key: "SMTP_HOST",
    test: (v) => HOSTNAME.test(v),
    want: "your mail server's host (Supabase's own mail reaches only your organisation's members)",
  },
  {
    key: "SMTP_PORT",
    test: (v) => /^\d+$/.test(v) && Number(v) > 0 && Number(v) < 65536,
    want: "your mail server's port, e.g. 587",
  },
  { key: "SMTP_USER", test: (v) => v.length > 0, want: "the mail server's user name" },
  { key: "SMTP_PASS", test: (v) => v.length > 0, want: "the mail server's password" },
  {
    key: "SMTP_SENDER_EMAIL",
    test: (v) => EMAIL.test(v),
    want: "the address emails come from, on a domain your mail server may send for",
  },
  {
    key: "SMTP_SENDER_NAME",
    test: (v) => v.length > 0 && v.length <= 100,
    want: "the name emails come from, e.g. Rankwell",
  },
  {
    key: "FIRST_ADMIN_EMAIL",
    test: (v) => EMAIL.test(v),
    want: "the email address of the first admin (an account is made for it if there is none)",
  },
];

/**
 * The deploy's settings from `.env.production`'s entries, and the refusals that stop it. The
 * settings are built from the values as typed even when some are refused, so `--plan` can show
 * what the deploy would do with them.
 * @param {Record<string, { value: string, line: number }>} entries from parseEnvFile
 * @param {string} file the name the messages use
 */
export function readSettings(entries, file = ".env.production") {
  const refusals = [];
  const value = {};
  for (const { key, optional, example, test, want } of KEYS) {
    const entry = entries[key];
    const text = entry?.value ?? "";
    value[key] = text;
    const where = entry ? `${file}:${entry.line} ${key}` : `${file}: ${key} is missing;`;
    if (!text && optional) continue;
    if (!text) refusals.push(`${where} is empty: set it to ${want}`);
    else if (text === example || PLACEHOLDER.test(text) || /@example\./i.test(text))
      refusals.push(`${where} is still the example's ${JSON.stringify(shown(key, text))}: set it to ${want}`);
    else if (!test(text))
      refusals.push(`${where} = ${JSON.stringify(shown(key, text))} is not valid: set it to ${want}`);
  }
  const ref = value.SUPABASE_PROJECT_REF;
  const domain = value.SITE_DOMAIN.toLowerCase();
  return {
    refusals,
    settings: {
      domain,
      domainWhere: entries.SITE_DOMAIN ? `${file}:${entries.SITE_DOMAIN.line} SITE_DOMAIN` : `${file}: SITE_DOMAIN`,
      siteUrl: `https://${domain}`,
      accountId: value.CLOUDFLARE_ACCOUNT_ID || null,
      accountIdLine: entries.CLOUDFLARE_ACCOUNT_ID?.line ?? null,
      supabase: {
        ref,
        url: `https://${ref}.supabase.co`,
        dbPassword: value.SUPABASE_DB_PASSWORD,
        publishableKey: value.SUPABASE_PUBLISHABLE_KEY,
        secretKey: value.SUPABASE_SECRET_KEY,
        plan: value.SUPABASE_PLAN,
        authHooks: value.SUPABASE_PLAN === "team" || value.SUPABASE_PLAN === "enterprise",
      },
      honeypotSecret: value.HONEYPOT_SECRET || null,
      auditUserId: value.AUDIT_PROVIDER_USER_ID,
      smtp: {
        host: value.SMTP_HOST,
        port: value.SMTP_PORT,
        user: value.SMTP_USER,
        pass: value.SMTP_PASS,
        senderEmail: value.SMTP_SENDER_EMAIL,
        senderName: value.SMTP_SENDER_NAME,
      },
      firstAdminEmail: value.FIRST_ADMIN_EMAIL.toLowerCase(),
    },
  };
}

/** A refused secret is named, never printed; a refused key shows only its kind. */
function shown(key, text) {
  if (/PASS|SECRET/.test(key)) return `(${text.length} characters, hidden)`;
  if (/_KEY$/.test(key))
    return text.startsWith("eyJ") ? "eyJ… (a JWT)" : `${/^sb_[a-z]+_/.exec(text)?.[0] ?? text.slice(0, 3)}…`;
  return text;
}
