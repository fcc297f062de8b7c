// What the two accounts report, for the plan (plan.mjs AccountState). Reads only: Cloudflare's API
// with the token of `wrangler login`, the pinned Supabase CLI's `migration list`, and Supabase's
// HTTP API with the secret key. The one local write is `supabase link` (supabase/.temp, git-ignored),
// which the CLI needs before it can list the project's migrations.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { packageBin } from "../processes.mjs";
import { parseMigrationList, supabaseCli } from "./supabase-cli.mjs";
import { authConfigEnv } from "./supabase-steps.mjs";

const CLOUDFLARE_API = "https://api.cloudflare.com/client/v4";

/** The headers of `wrangler login`'s credentials, or a message saying how to log in. */
function cloudflareHeaders() {
  const result = spawnSync(process.execPath, [packageBin("wrangler"), "auth", "token", "--json"], { encoding: "utf8" });
  if (result.status !== 0)
    throw new Error(
      "Not logged in to Cloudflare: run `npx wrangler login` (or set CLOUDFLARE_API_TOKEN), then deploy again.",
    );
  const auth = JSON.parse(result.stdout.slice(result.stdout.indexOf("{")));
  return auth.type === "api_key"
    ? { "X-Auth-Key": auth.key, "X-Auth-Email": auth.email }
    : { Authorization: `Bearer ${auth.token}` };
}

function cloudflareApi(headers) {
  return async (path, { missingOk = false } = {}) => {
    const response = await fetch(`${CLOUDFLARE_API}${path}`, { headers });
    if (missingOk && response.status === 404) return null;
    const body = await response.json().catch(() => ({}));
    if (!response.ok || body.success === false) {
      const errors = (body.errors ?? []).map((error) => error.message).join("; ") || response.statusText;
      throw new Error(`Cloudflare refused GET ${path}: ${errors}`);
    }
    return body.result;
  };
}

async function readCloudflare(settings, worker) {
  const api = cloudflareApi(cloudflareHeaders());
  let accountId = settings.accountId;
  if (!accountId) {
    const accounts = await api("/accounts?per_page=50");
    if (accounts.length !== 1)
      throw new Error(
        `Your Cloudflare login has ${accounts.length} accounts (${accounts.map((a) => `${a.name}: ${a.id}`).join(", ")}): set CLOUDFLARE_ACCOUNT_ID in .env.production${settings.accountIdLine ? ` (line ${settings.accountIdLine})` : ""} to the one to deploy to.`,
      );
    accountId = accounts[0].id;
  }
  const account = `/accounts/${accountId}`;
  const zone = await zoneOf(api, accountId, settings.domain);
  const queues = (await api(`${account}/queues?per_page=100`)).map((queue) => queue.queue_name);
  const scripts = (await api(`${account}/workers/scripts`)).map((script) => script.id);

  const otherRateLimits = [];
  let deployed = null;
  for (const name of scripts) {
    const bindings = (await api(`${account}/workers/scripts/${name}/settings`, { missingOk: true }))?.bindings ?? [];
    if (name !== worker.name) {
      for (const binding of bindings)
        if (binding.type === "ratelimit")
          otherRateLimits.push({ worker: name, namespaceId: String(binding.namespace_id) });
      continue;
    }
    const secrets = bindings.filter((binding) => binding.type === "secret_text").map((binding) => binding.name);
    deployed = { secrets, ...(await activeVersion(api, `${account}/workers/scripts/${name}`)) };
  }
  const domains = scripts.includes(worker.name)
    ? (await api(`${account}/workers/domains?service=${worker.name}`)).map((domain) => domain.hostname)
    : [];
  return { accountId, zone, queues, worker: deployed, domains, otherRateLimits };
}

/** The zone of the account that holds a host name (www.shop.example.co.uk → example.co.uk), or null. */
async function zoneOf(api, accountId, host) {
  const labels = host.split(".");
  for (let start = 0; start < labels.length - 1; start += 1) {
    const name = labels.slice(start).join(".");
    const [zone] = await api(`/zones?name=${encodeURIComponent(name)}&account.id=${accountId}`);
    if (zone) return zone.name;
  }
  return null;
}

/** The tag and message of the version serving all traffic (a draft Worker made by `secret bulk` has neither). */
async function activeVersion(api, script) {
  const { deployments = [] } = (await api(`${script}/deployments`, { missingOk: true })) ?? {};
  const version = deployments[0]?.versions?.find((entry) => entry.percentage === 100);
  if (!version) return { tag: null, message: null };
  const annotations = (await api(`${script}/versions/${version.version_id}`, { missingOk: true }))?.annotations ?? {};
  return { tag: annotations["workers/tag"] ?? null, message: annotations["workers/message"] ?? null };
}

/** Supabase's HTTP API with the secret key (supabase-js sends the key in both headers too). */
export function supabaseRequest(settings) {
  const key = settings.supabase.secretKey;
  return async (method, path, body) => {
    const response = await fetch(`${settings.supabase.url}${path}`, {
      method,
      headers: {
        apikey: key,
        Authorization: `Bearer ${key}`,
        "Content-Type": "application/json",
        Prefer: "return=representation",
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const data = await response.json().catch(() => null);
    if (!response.ok)
      throw new Error(
        `Supabase refused ${method} ${path.split("?")[0]}: ${response.status} ${data?.msg ?? data?.message ?? ""}`,
      );
    return data;
  };
}

async function readSupabase(settings, root) {
  const { ref, dbPassword } = settings.supabase;
  const env = { SUPABASE_DB_PASSWORD: dbPassword };
  const linkedFile = `${root}/supabase/.temp/project-ref`;
  if (!existsSync(linkedFile) || readFileSync(linkedFile, "utf8").trim() !== ref)
    supabaseCli(["link", "--project-ref", ref], { cwd: root, env });
  const { localOnly, remoteOnly } = parseMigrationList(
    supabaseCli(["migration", "list", "--linked"], { cwd: root, env }),
  );

  const request = supabaseRequest(settings);
  let admin = null;
  for (let page = 1; !admin; page += 1) {
    const { users = [] } = await request("GET", `/auth/v1/admin/users?page=${page}&per_page=1000`);
    const user = users.find((candidate) => candidate.email?.toLowerCase() === settings.firstAdminEmail);
    if (user) {
      const [profile] = await request("GET", `/rest/v1/profiles?id=eq.${user.id}&select=role`);
      admin = { id: user.id, role: profile?.role ?? "user" };
    }
    if (users.length < 1000) break;
  }
  const authConfigDiffers = configDiffers(settings, root);
  const jwks = await fetch(`${settings.supabase.url}/auth/v1/.well-known/jwks.json`).then((response) =>
    response.json(),
  );
  return {
    pendingMigrations: localOnly,
    remoteOnlyMigrations: remoteOnly,
    authConfigDiffers,
    admin,
    asymmetricKeys: jwks.keys?.length > 0,
  };
}

/** `supabase config diff --exit-code` with production's values: 0 the same, 2 different. */
function configDiffers(settings, root) {
  const args = ["config", "diff", "--project-ref", settings.supabase.ref, "--exit-code"];
  const result = spawnSync(process.execPath, [packageBin("supabase"), ...args], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, ...authConfigEnv(settings) },
  });
  if (result.status === 0) return false;
  if (result.status === 2) return true;
  throw new Error(`supabase config diff failed:\n${result.stderr}`);
}

/** @returns {Promise<import("./plan.mjs").AccountState>} */
export async function readAccounts(settings, worker, root) {
  return { cloudflare: await readCloudflare(settings, worker), supabase: await readSupabase(settings, root) };
}
