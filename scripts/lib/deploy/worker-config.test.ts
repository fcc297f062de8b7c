import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readWorkerConfig } from "./worker-config.mjs";

const shipped = readFileSync(new URL("../../../wrangler.toml", import.meta.url), "utf8");

describe("wrangler.toml's production Worker as the deploy reads it", () => {
  it("takes the shipped configuration: its name, queues, required secrets and eighteen rate limits", () => {
    const { refusals, worker } = readWorkerConfig(shipped);
    expect(refusals).toEqual([]);
    expect(worker?.name).toBe("rankwell-site");
    expect(worker?.queues).toEqual(["rankwell-leads", "rankwell-leads-dead", "rankwell-watch"]);
    expect(worker?.requiredSecrets).toEqual(["SUPABASE_SECRET_KEY", "HONEYPOT_SECRET", "SMTP_PASS"]);
    expect(worker?.rateLimits).toHaveLength(18);
    const first = worker!.rateLimits[0]!;
    expect(shipped.split("\n")[first.line - 1]).toBe(`namespace_id = "${first.namespaceId}"`);
  });

  it("refuses a local Worker that shares production's name, naming the line", () => {
    const { refusals } = readWorkerConfig(shipped.replace('name = "rankwell-site-dev"', 'name = "rankwell-site"'));
    expect(refusals).toEqual([
      expect.stringMatching(/^wrangler\.toml:4 name = "rankwell-site" is production's name too/),
    ]);
  });

  it("refuses two limits sharing a namespace and a production Worker that does not require its secrets", () => {
    const production = shipped.indexOf("\n[env.production]\n");
    const clash =
      shipped.slice(0, production) +
      shipped.slice(production).replace('namespace_id = "7002"', 'namespace_id = "7001"');
    expect(readWorkerConfig(clash).refusals[0]).toMatch(
      /RATE_LIMIT_WIDGET_FORMS uses namespace_id 7001, as RATE_LIMIT_LEAD_FORMS does/,
    );
    const lax = shipped.replace(/\[env\.production\.secrets\]\nrequired = \[.*\]\n/, "");
    expect(readWorkerConfig(lax).refusals).toHaveLength(2);
    expect(readWorkerConfig('name = "x"\n').refusals[0]).toContain("[env.production]");
  });
});
