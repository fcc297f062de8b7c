// Servers a test run left behind: who listens on a port, and whether it is provably a leftover of
// this checkout's own test run. The browser tests' servers carry two variables in their
// environment (scripts/e2e.mjs, playwright.config.ts): E2E_CHECKOUT, the checkout that started
// them, and E2E_OWNER_PID, the test runner they belong to. A server whose checkout is this one
// and whose runner is gone is a leftover, and may be stopped; anything else is only named.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, readlinkSync } from "node:fs";

/** Whether a process with this id exists (signal 0 checks without sending anything). */
export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/** Socket inodes listening on `port` (IPv4 and IPv6), from Linux's /proc/net tables. */
function listeningInodes(port) {
  const inodes = new Set();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, "utf8").split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is ADDR:PORT in hex; state 0A is LISTEN; the inode is the tenth field.
      if (fields.length < 10 || fields[3] !== "0A") continue;
      if (parseInt(fields[1].split(":").at(-1), 16) === port) inodes.add(fields[9]);
    }
  }
  return inodes;
}

/**
 * The ids of processes listening on `port`: /proc on Linux, lsof elsewhere. A listening socket
 * whose owner this user cannot see (another user's process) counts as pid 0: taken, owner unknown.
 */
export function listeningPids(port) {
  if (existsSync("/proc/net/tcp")) {
    const inodes = listeningInodes(port);
    if (!inodes.size) return [];
    const pids = [];
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      let fds;
      try {
        fds = readdirSync(`/proc/${entry}/fd`);
      } catch {
        continue;
      }
      for (const fd of fds) {
        try {
          const target = readlinkSync(`/proc/${entry}/fd/${fd}`);
          if (inodes.has(/^socket:\[(\d+)\]$/.exec(target)?.[1])) {
            pids.push(Number(entry));
            break;
          }
        } catch {
          // the descriptor closed while we looked
        }
      }
    }
    return pids.length ? pids : [0];
  }
  try {
    const out = execFileSync("lsof", ["-nP", `-iTCP:${port}`, "-sTCP:LISTEN", "-t"], { encoding: "utf8" });
    return out.split("\n").filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** A process's command line and the E2E_* variables it was started with (Linux only). */
export function describeProcess(pid) {
  const read = (file) => {
    try {
      return readFileSync(`/proc/${pid}/${file}`, "utf8");
    } catch {
      return "";
    }
  };
  const env = Object.fromEntries(
    read("environ")
      .split("\0")
      .filter((pair) => pair.startsWith("E2E_"))
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  );
  const stat = read("stat");
  // Field 5 of /proc/<pid>/stat, counted after the command name in parentheses, is the group.
  const group = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]) || undefined;
  return { pid, command: read("cmdline").split("\0").join(" ").trim(), env, group };
}

/**
 * Whether a process is this checkout's own test server whose runner is gone.
 * @param {{ env: Record<string, string> }} described
 * @param {string} checkout
 */
export function isOwnLeftover(described, checkout) {
  const owner = Number(described.env.E2E_OWNER_PID);
  return described.env.E2E_CHECKOUT === checkout && Number.isInteger(owner) && owner > 0 && !isAlive(owner);
}

/**
 * Looks at each port: stops this checkout's leftovers (their whole process group) and returns a
 * line for each port something else holds.
 */
export async function clearLeftovers(ports, checkout) {
  const blocked = [];
  for (const port of ports) {
    for (const pid of listeningPids(port)) {
      const described = pid ? describeProcess(pid) : { pid, command: "", env: {} };
      if (isOwnLeftover(described, checkout)) {
        console.log(`[e2e] stopping a leftover of an earlier test run on :${port} (pid ${pid}: ${described.command})`);
        stopGroup(described.group ?? pid);
      } else {
        blocked.push(
          pid
            ? `:${port} is taken by pid ${pid}${described.command ? ` (${described.command.slice(0, 120)})` : ""}` +
                ` — stop it with \`kill ${pid}\`, or shift the test ports with E2E_PORT_OFFSET=1000`
            : `:${port} is taken by a process this user cannot see — stop it, or shift the test ports with E2E_PORT_OFFSET=1000`,
        );
      }
    }
  }
  const deadline = Date.now() + 5_000;
  while (
    Date.now() < deadline &&
    ports.some((port) => listeningPids(port).some((pid) => isOwnLeftover(describeProcess(pid), checkout)))
  ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return blocked;
}

function stopGroup(group) {
  // -1 would signal every process of this user, -0 this process's own group: never.
  if (!Number.isInteger(group) || group <= 1 || group === process.pid) return;
  try {
    process.kill(-group, "SIGKILL");
  } catch {
    try {
      process.kill(group, "SIGKILL");
    } catch {
      // already gone
    }
  }
}
