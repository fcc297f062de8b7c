/**
 * The unit tests share their worker's modules (vitest.config.ts): a file that replaces a module or
 * a global for its own tests would leak that into the next file, so it must run isolated. This
 * finds every such file and checks it is on the isolated list, and that the list names no file that
 * is gone.
 */
import { existsSync, globSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ISOLATED } from "../vitest.config";

const ROOT = join(__dirname, "..");
const REPLACES = /\bvi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\(|\bprocess\.on\(|\bglobalThis\.\w+\s*=(?!=)/;

const testFiles = () =>
  ["app/**/*.test.ts", "app/**/*.test.tsx", "supabase/**/*.test.ts", "scripts/**/*.test.ts"].flatMap((pattern) =>
    globSync(pattern, { cwd: ROOT }),
  );

describe("unit test isolation", () => {
  it("runs every file that replaces a module or a global in a module graph of its own", () => {
    const replacing = testFiles()
      .filter((file) => file !== "scripts/vitest-isolation.test.ts")
      .filter((file) => REPLACES.test(readFileSync(join(ROOT, file), "utf8")))
      .sort();
    expect(replacing).toEqual([...ISOLATED].sort());
  });

  it("lists only files that exist", () => {
    expect(ISOLATED.filter((file) => !existsSync(join(ROOT, file)))).toEqual([]);
  });
});
