import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const ALL = ["app/**/*.test.{ts,tsx}", "supabase/**/*.test.ts", "scripts/**/*.test.ts"];

/**
 * Files that replace a module or a global for their own tests (vi.mock, vi.stubGlobal, a global
 * assigned): they run each in a module graph of its own. Every other file shares its worker's
 * modules (isolate: false), which halves the unit stage on a 2-core machine: a fresh graph per
 * file costs a worker spawn and every import again (issue 30, ADR 054). A new file that mocks
 * belongs on this list; scripts/vitest-isolation.test.ts fails until it is.
 */
export const ISOLATED = [
  "app/lib/auth/supabase.server.test.ts",
  "app/lib/forms/lead-action.server.test.ts",
  "app/lib/leads/queue-consumer.server.test.ts",
  "app/lib/motion/scroll-store.test.ts",
  "app/lib/site/settings.server.test.ts",
  "app/lib/ui/haptics.test.ts",
];

const shared = {
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
};

export default defineConfig({
  ...shared,
  test: {
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      { ...shared, extends: true, test: { name: "shared", include: ALL, exclude: ISOLATED, isolate: false } },
      { ...shared, extends: true, test: { name: "isolated", include: ISOLATED } },
    ],
  },
});
