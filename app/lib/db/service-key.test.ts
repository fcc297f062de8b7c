/**
 * The secret key bypasses row-level security: only app/lib/db/service.server.ts may read it, under
 * today's name or the legacy one. Scans the Worker's source (app/ and server.ts) for the names.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const ALLOWED = new Set(["app/lib/db/service.server.ts"]);

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file));
}

describe("the secret key", () => {
  it("is read by one module only", () => {
    const readers = [...sources("app"), "server.ts"].filter((file) =>
      /SUPABASE_SECRET_KEY|SUPABASE_SERVICE_ROLE_KEY/.test(readFileSync(join(root, file), "utf8")),
    );
    expect(readers.map((file) => relative(root, join(root, file))).sort()).toEqual([...ALLOWED].sort());
  });

  it("is a secret of the Worker's environment (from .dev.vars.example) and never given a value in wrangler.toml", () => {
    const toml = readFileSync(join(root, "wrangler.toml"), "utf8");
    expect(toml).not.toMatch(/^\s*(SUPABASE_SECRET_KEY|SUPABASE_SERVICE_ROLE_KEY)\s*=/m);
    // `wrangler types` (worker-configuration.d.ts) declares it from the secrets file, not [vars].
    expect(readFileSync(join(root, "worker-configuration.d.ts"), "utf8")).toMatch(/SUPABASE_SECRET_KEY: string;/);
  });
});
