// Small process helpers shared by the start, test-server and benchmark scripts.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);

/**
 * The JavaScript file behind a package's command (its package.json `bin`), to run with this Node:
 * the same on every platform, where node_modules/.bin holds shell scripts on macOS and Linux and
 * .cmd files on Windows, which spawn cannot start without a shell.
 */
export function packageBin(pkg, name = pkg) {
  const manifestPath = require.resolve(`${pkg}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifestPath, "utf8"));
  const file = typeof bin === "string" ? bin : bin?.[name];
  if (!file) throw new Error(`${pkg} has no command named ${name}`);
  return join(dirname(manifestPath), file);
}

/** Runs a package's command with this Node (see packageBin). */
export function runBin(label, pkg, bin, args, options = {}) {
  return run(label, process.execPath, [packageBin(pkg, bin), ...args], options);
}

/** Environment that keeps wrangler from reaching the network (FACTS.md: offline quirks). */
export const WRANGLER_OFFLINE_ENV = {
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_HIDE_BANNER: "true",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
};

const children = new Set();

/** Spawns a child whose output is prefixed and which is stopped when this process exits. */
export function run(label, command, args, options = {}) {
  const child = spawn(command, args, {
    stdio: ["ignore", "pipe", "pipe"],
    // Same process group as this script: a test runner that kills the group stops everything.
    env: { ...process.env, ...options.env },
  });
  children.add(child);
  const prefix = `[${label}] `;
  const held = [];
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = "";
    stream.on("data", (chunk) => {
      buffered += chunk.toString();
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        // quiet: kept, and printed only if the command fails.
        if (options.quiet) held.push(prefix + line);
        else process.stdout.write(prefix + line + "\n");
        options.onLine?.(line);
      }
    });
  }
  child.on("exit", (code, signal) => {
    children.delete(child);
    if (code && held.length) process.stdout.write(`${held.join("\n")}\n`);
    options.onExit?.(code, signal);
  });
  return child;
}

/** Runs a package's command to completion, failing loudly. */
export function runBinToEnd(label, pkg, bin, args, options = {}) {
  return runToEnd(label, process.execPath, [packageBin(pkg, bin), ...args], options);
}

/** Like `run`, resolving when the command exits with 0 and rejecting otherwise. */
export function runToEnd(label, command, args, options = {}) {
  return new Promise((resolve, reject) => {
    run(label, command, args, {
      ...options,
      onExit: (code) => (code === 0 ? resolve() : reject(new Error(`${label} exited with code ${code}`))),
    });
  });
}

/** The production build, as `npm run build` runs it (scripts/build.mjs), to its end. */
export function buildToEnd(options = {}) {
  return runToEnd("build", process.execPath, [fileURLToPath(new URL("../build.mjs", import.meta.url))], options);
}

/** Resolves when `url` answers at all (any HTTP status), or rejects after `timeoutMs`. */
export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`Nothing answered at ${url} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

export function stopAll() {
  for (const child of children) child.kill("SIGTERM");
}

/**
 * Exits (stopping every child) once the test runner that started this server is gone, however it
 * went: a runner killed with SIGKILL cannot stop its servers, and they would hold their ports for
 * the next run (issue 25). The runner names itself in E2E_OWNER_PID (playwright.config.ts).
 */
export function exitWithOwner(ownerPid = Number(process.env.E2E_OWNER_PID)) {
  if (!Number.isInteger(ownerPid) || ownerPid <= 0) return;
  setInterval(() => {
    try {
      process.kill(ownerPid, 0);
    } catch (error) {
      if (error.code === "EPERM") return;
      stopAll();
      setTimeout(() => process.exit(0), 500).unref();
    }
  }, 500).unref();
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    stopAll();
    setTimeout(() => process.exit(0), 1_500).unref();
  });
}
process.on("exit", stopAll);
