// What the deploy takes from wrangler.toml's [env.production]: the Worker's name, its queues, its
// rate-limit namespaces and the secrets it declares required, with the refusals a configuration
// earns before anything is uploaded (each naming the line of wrangler.toml to fix).
import { parse } from "smol-toml";

/**
 * @param {string} toml wrangler.toml's text
 * @returns {{ refusals: string[], worker: null | {
 *   name: string, localName: string, queues: string[], requiredSecrets: string[],
 *   rateLimits: { name: string, namespaceId: string, line: number }[] } }}
 */
export function readWorkerConfig(toml) {
  const config = parse(toml);
  const production = config.env?.production;
  if (!production?.name) return { refusals: ["wrangler.toml: [env.production] with a name is missing"], worker: null };
  const lines = toml.split("\n");
  const lineOf = (pattern, from = 0) => from + lines.slice(from).findIndex((line) => pattern.test(line)) + 1;
  const productionStart = lineOf(/^\[env\.production\]/) - 1;
  const refusals = [];

  // The same name would let a bare `wrangler deploy` replace production with the local configuration.
  if (config.name === production.name)
    refusals.push(
      `wrangler.toml:${lineOf(/^name\s*=/)} name = "${config.name}" is production's name too: give the top-level (local) Worker a name of its own`,
    );

  const requiredSecrets = production.secrets?.required ?? [];
  for (const secret of ["SUPABASE_SECRET_KEY", "HONEYPOT_SECRET"])
    if (!requiredSecrets.includes(secret))
      refusals.push(
        `wrangler.toml: [env.production.secrets] required lacks "${secret}": wrangler would then deploy a Worker without it`,
      );

  const rateLimits = (production.ratelimits ?? []).map((binding) => {
    const nameLine = lineOf(new RegExp(`^name\\s*=\\s*"${binding.name}"`), productionStart);
    return { name: binding.name, namespaceId: String(binding.namespace_id), line: nameLine + 1 };
  });
  const seen = new Map();
  for (const limit of rateLimits) {
    const first = seen.get(limit.namespaceId);
    if (first)
      refusals.push(
        `wrangler.toml:${limit.line} ${limit.name} uses namespace_id ${limit.namespaceId}, as ${first.name} does (line ${first.line}): each limit needs its own`,
      );
    else seen.set(limit.namespaceId, limit);
  }

  const queues = [
    ...new Set([
      ...(production.queues?.producers ?? []).map((producer) => producer.queue),
      ...(production.queues?.consumers ?? []).flatMap((consumer) => [consumer.queue, consumer.dead_letter_queue]),
    ]),
  ].filter(Boolean);

  return { refusals, worker: { name: production.name, localName: config.name, queues, requiredSecrets, rateLimits } };
}
