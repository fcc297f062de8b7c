/** Contract test: a stand-in restarted on the same data directory keeps its accounts and keys. */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { anonClient, serviceClient, uniqueEmail } from "./contract-helpers";
import { startStandIn } from "./stand-in";

describe("data directory", () => {
  it("keeps accounts and keys across restarts, without re-seeding", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "supabase-local-"));
    try {
      let instance = await startStandIn({ port: 0, bcryptCost: 4, mailerAutoconfirm: true, dataDir, log: () => {} });
      await expect(startStandIn({ port: 0, dataDir, log: () => {} })).rejects.toThrow(/in use/);
      const email = uniqueEmail("persist");
      const signUpResult = await anonClient(instance.url).auth.signUp({ email, password: "persisted-password" });
      expect(signUpResult.error).toBeNull();
      const jwks = await (await fetch(`${instance.url}/auth/v1/.well-known/jwks.json`)).json();
      await serviceClient(instance.url)
        .from("audit_requests")
        .insert({ url: "https://persist.example/", hostname: "persist.example" });
      const auditCount = async (url: string) =>
        (await serviceClient(url).from("audit_requests").select("*", { count: "exact", head: true })).count;
      const before = await auditCount(instance.url);
      await instance.stop();

      const restartLogs: string[] = [];
      instance = await startStandIn({
        port: 0,
        bcryptCost: 4,
        mailerAutoconfirm: true,
        dataDir,
        log: (line) => restartLogs.push(line),
      });
      try {
        expect(restartLogs.join("\n")).not.toContain("seed loaded");
        const signIn = await anonClient(instance.url).auth.signInWithPassword({
          email,
          password: "persisted-password",
        });
        expect(signIn.error).toBeNull();
        expect(await (await fetch(`${instance.url}/auth/v1/.well-known/jwks.json`)).json()).toEqual(jwks);
        // The seeded rows and the inserted one, once each: the seed did not run again.
        expect(await auditCount(instance.url)).toBe(before);
      } finally {
        await instance.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    // Two starts, the first of which creates the database (initdb): slow when other files run too.
  }, 90_000);
});
