// Small process helpers shared by the start, test-server and benchmark scripts.
import { spawn } from "node:child_process";

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
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = "";
    stream.on("data", (chunk) => {
      buffered += chunk.toString();
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        process.stdout.write(prefix + line + "\n");
        options.onLine?.(line);
      }
    });
  }
  child.on("exit", (code, signal) => {
    children.delete(child);
    options.onExit?.(code, signal);
  });
  return child;
}

/** Runs a command to completion, failing loudly. */
export function runToEnd(label, command, args, options = {}) {
  return new Promise((resolve, reject) => {
    run(label, command, args, {
      ...options,
      onExit: (code) => (code === 0 ? resolve() : reject(new Error(`${label} exited with code ${code}`))),
    });
  });
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
