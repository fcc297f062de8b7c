// Runs the plan's steps in order (plan.mjs Step): commands through the pinned wrangler and
// Supabase CLI, requests through Supabase's HTTP API. Stops at the first failure with a message;
// the next `npm run deploy` reads the accounts again and plans only what is left.
import { spawnSync } from "node:child_process";
import { packageBin, WRANGLER_OFFLINE_ENV } from "../processes.mjs";
import { supabaseRequest } from "./accounts.mjs";

export class StepFailed extends Error {}

/**
 * @param {import("./plan.mjs").Step[]} steps
 * @param {{ settings: any, state: import("./plan.mjs").AccountState, root: string }} context
 */
export async function runSteps(steps, { settings, state, root }) {
  let adminId = state.supabase.admin?.id;
  const request = supabaseRequest(settings);
  for (const step of steps) {
    console.log(`\n== ${step.summary}`);
    if (step.request) {
      const path = step.request.path.replace("{admin}", adminId ?? "");
      const answer = await request(step.request.method, path, step.request.body);
      if (step.id === "admin-account") adminId = answer.id;
      // Exactly one profile must change; none means the account has no profile row (a trigger missing).
      if (step.id === "admin-role" && (!Array.isArray(answer) || answer.length !== 1))
        throw new StepFailed(
          `Making ${settings.firstAdminEmail} an admin changed ${answer?.length ?? 0} profiles, not 1.`,
        );
      continue;
    }
    const [tool, ...args] = step.command.argv;
    const result = spawnSync(process.execPath, [packageBin(tool), ...args], {
      cwd: root,
      input: step.command.stdin,
      stdio: [step.command.stdin === undefined ? "inherit" : "pipe", "inherit", "inherit"],
      env: {
        ...process.env,
        ...WRANGLER_OFFLINE_ENV,
        CLOUDFLARE_ACCOUNT_ID: state.cloudflare.accountId,
        ...step.command.env,
      },
    });
    if (result.status !== 0) throw new StepFailed(`\`${tool} ${args.join(" ")}\` failed (above).`);
  }
}
