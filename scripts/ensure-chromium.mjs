#!/usr/bin/env node
// Finds the Chromium the browser tests drive: $CHROME_PATH, else Debian's /usr/bin/chromium.
// On Debian as root it installs the package when missing; elsewhere it says what to install.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

export const DEFAULT_CHROMIUM = "/usr/bin/chromium";

export function chromiumPath() {
  return process.env.CHROME_PATH || DEFAULT_CHROMIUM;
}

function isDebian() {
  try {
    return /^(ID|ID_LIKE)=.*debian/m.test(readFileSync("/etc/os-release", "utf8"));
  } catch {
    return false;
  }
}

export function ensureChromium() {
  const path = chromiumPath();
  if (existsSync(path)) return path;
  if (process.env.CHROME_PATH) {
    throw new Error(`CHROME_PATH is set to ${path}, but there is no file there.`);
  }
  if (isDebian() && process.getuid?.() === 0) {
    console.log("[chromium] not found; installing Debian's chromium package (about a minute)...");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (existsSync(path)) return path;
  }
  throw new Error(
    "The browser tests need Chromium. Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`) " +
      "or point CHROME_PATH at a Chromium or Chrome binary.",
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(`[chromium] using ${ensureChromium()}`);
  } catch (error) {
    console.error(`[chromium] ${error.message}`);
    process.exit(1);
  }
}
