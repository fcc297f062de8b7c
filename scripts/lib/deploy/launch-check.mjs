// The launch checklist of /admin/launch (app/lib/launch, ADR 079), printed by `npm run deploy` from
// the hosted project: the same items, from the same code. The app's modules are TypeScript with the
// `~/` alias and extensionless imports; Node 24 strips the types, and the hook below resolves the
// rest, so nothing is compiled twice.
import { existsSync } from "node:fs";
import { registerHooks } from "node:module";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const APP = resolve(fileURLToPath(new URL("../../../app", import.meta.url)));
let hooked = false;

function resolveAppModules() {
  if (hooked) return;
  hooked = true;
  registerHooks({
    resolve(specifier, context, next) {
      const parent = context.parentURL?.startsWith("file:") ? fileURLToPath(context.parentURL) : "";
      const target = specifier.startsWith("~/")
        ? resolve(APP, specifier.slice(2))
        : specifier.startsWith(".") && parent.startsWith(APP)
          ? resolve(dirname(parent), specifier)
          : null;
      const file =
        target && [".ts", ".tsx", "/index.ts", ""].map((ext) => target + ext).find((path) => existsSync(path));
      return next(file ? pathToFileURL(file).href : specifier, context);
    },
  });
}

/** Headers for the project's REST API: a secret key goes as the apikey alone, a legacy JWT as the bearer too. */
function restHeaders(secretKey) {
  return secretKey.startsWith("eyJ")
    ? { apikey: secretKey, Authorization: `Bearer ${secretKey}` }
    : { apikey: secretKey };
}

/**
 * The checklist's missing items as lines to print, from the hosted database and the deploy's own
 * settings (which the deploy has already checked: mail, secret key and form secret are set).
 * @param {{ supabase: { url: string, secretKey: string }, auditUserId: string }} settings
 */
export async function launchWarnings(settings, fetchImpl = fetch) {
  resolveAppModules();
  const { LAUNCH_COLUMNS, launchFactsFrom } = await import(
    pathToFileURL(resolve(APP, "lib/launch/launch-facts.ts")).href
  );
  const { launchChecklist } = await import(pathToFileURL(resolve(APP, "lib/launch/checklist.ts")).href);
  const url = `${settings.supabase.url}/rest/v1/site_settings?select=${encodeURIComponent(LAUNCH_COLUMNS)}`;
  const response = await fetchImpl(url, {
    headers: { ...restHeaders(settings.supabase.secretKey), Accept: "application/vnd.pgrst.object+json" },
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new Error(`the settings did not answer (${response.status})`);
  const facts = launchFactsFrom(await response.json(), settings.auditUserId, {
    mail: true,
    secretKey: true,
    honeypotSecret: true,
  });
  return launchChecklist(facts)
    .filter((item) => item.state === "missing")
    .map((item) => `${item.label}: ${item.detail} (${item.where.href ?? item.where.label})`);
}

/** Prints the missing items after a deploy; a failure to read them is a note, never a failed deploy. */
export async function printLaunchWarnings(settings, siteUrl) {
  try {
    const lines = await launchWarnings(settings);
    if (!lines.length) return console.log("Launch checklist: every item is done.");
    console.log(
      `\nBefore launch, ${lines.length} item${lines.length === 1 ? " is" : "s are"} still missing (${siteUrl}/admin/launch):`,
    );
    for (const line of lines) console.log(`  - ${line}`);
  } catch (error) {
    console.log(`\nNote: the launch checklist could not be read (${error.message}); see ${siteUrl}/admin/launch.`);
  }
}
