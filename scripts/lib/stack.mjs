// Starts the site's production stack (scripts/start.mjs) on spare ports for a benchmark, the
// screenshots or the product shots, unless the environment variable named by `urlEnv` (BENCH_URL,
// SCREENS_URL …) points at one that already runs. Returns its origin and a stop function.
import { spawn } from "node:child_process";
import { waitForHttp } from "./processes.mjs";

export async function startStack({
  port = 8951,
  dbPort = 54451,
  inspectorPort = 9451,
  urlEnv = "BENCH_URL",
  diagnostics = false,
} = {}) {
  const running = process.env[urlEnv];
  if (running) return { origin: running.replace(/\/$/, ""), stop: async () => {}, started: false };
  const child = spawn(
    "node",
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
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${origin}/`, 180_000);
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  }
  return {
    origin,
    started: true,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}
