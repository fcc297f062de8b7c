// Starts the site's production stack (scripts/start.mjs) on spare ports for a benchmark, the
// screenshots or the product shots, unless the environment variable named by `urlEnv` (BENCH_URL,
// SCREENS_URL …) points at one that already runs (BENCH_SUPABASE_URL its database). Returns its
// origin and a stop function. E2E_PORT_OFFSET shifts the ports, as for the e2e stack.
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import { join } from "node:path";
import { waitForHttp } from "./processes.mjs";

/**
 * `onExit(code, log)` is called if the stack stops by itself (wrangler crashed, say). `urlEnv`
 * names the variable whose URL stands for a running stack; null always starts one.
 * @param {{ port?: number, dbPort?: number, inspectorPort?: number, urlEnv?: string | null, diagnostics?: boolean, auditFixtures?: number, mailbox?: string, cwd?: string, skipBuild?: boolean, onExit?: (code: number | null, log: string) => void }} [options]
 */
export async function startStack({
  port = 8951,
  dbPort = 54451,
  inspectorPort = 9451,
  urlEnv = "BENCH_URL",
  diagnostics = false,
  /** A port for the audit preview's fixture sites (scripts/audit-fixture-sites.mjs), or none. */
  auditFixtures,
  /** A file the stand-in appends its emails to as JSON lines (supabase/local/mailbox.ts), or none. */
  mailbox,
  /** The project to start, when not this one (scripts/recipes.test.ts starts a copy it has built). */
  cwd = process.cwd(),
  /** Serve the build that is there instead of building first. */
  skipBuild = false,
  onExit,
} = {}) {
  // urlEnv null: always start this stack (a copy's own, which no running one stands for).
  const running = urlEnv && process.env[urlEnv];
  if (running) {
    const dbUrl = process.env.BENCH_SUPABASE_URL ?? "http://127.0.0.1:54321";
    return { origin: running.replace(/\/$/, ""), dbUrl, stop: async () => {}, started: false };
  }
  const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
  [port, dbPort, inspectorPort] = [port + offset, dbPort + offset, inspectorPort + offset];
  const child = spawn(
    process.execPath,
    [
      "scripts/start.mjs",
      "--port",
      String(port),
      "--db-port",
      String(dbPort),
      "--inspector-port",
      String(inspectorPort),
      "--db-memory",
      ...(diagnostics ? ["--diagnostics"] : []),
      ...(auditFixtures ? ["--audit-fixtures", String(auditFixtures + offset)] : []),
      ...(mailbox ? ["--mailbox", mailbox] : []),
      ...(skipBuild ? ["--skip-build"] : []),
    ],
    { cwd, stdio: ["ignore", "pipe", "inherit"] },
  );
  // The stack's own output (the Worker's logs) goes to a file, for when a run needs explaining.
  mkdirSync(join(cwd, "reports"), { recursive: true });
  const log = join(cwd, "reports", `stack-${port}.log`);
  child.stdout.pipe(createWriteStream(log));
  let exited = false;
  let stopping = false;
  child.once("exit", (code) => {
    exited = true;
    // Only an exit nobody asked for is news: stop() below ends the stack on purpose.
    if (!stopping) onExit?.(code, log);
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${origin}/`, 180_000);
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  }
  return {
    origin,
    dbUrl: `http://127.0.0.1:${dbPort}`,
    log,
    started: true,
    stop: async () => {
      if (exited) return;
      stopping = true;
      const done = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await done;
    },
  };
}
