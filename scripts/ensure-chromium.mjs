#!/usr/bin/env node
// Finds the Chromium or Chrome the browser tests, screenshots and Lighthouse drive, in this order:
// $CHROME_PATH; Debian's /usr/bin/chromium; another system Chromium or Chrome (other Linux
// distributions, macOS, Windows); the Chromium Playwright downloads with
// `npx playwright install chromium`. On Debian as root it installs Debian's package when none is
// found; elsewhere it stops at once and says which command to run.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

export const DEFAULT_CHROMIUM = "/usr/bin/chromium";

const SYSTEM_BROWSERS = {
  linux: [DEFAULT_CHROMIUM, "/usr/bin/chromium-browser", "/usr/bin/google-chrome-stable", "/usr/bin/google-chrome"],
  darwin: [
    "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
    "/Applications/Chromium.app/Contents/MacOS/Chromium",
  ],
  win32: [
    `${process.env.PROGRAMFILES ?? "C:\\Program Files"}\\Google\\Chrome\\Application\\chrome.exe`,
    `${process.env["PROGRAMFILES(X86)"] ?? "C:\\Program Files (x86)"}\\Google\\Chrome\\Application\\chrome.exe`,
  ],
};

/** The Chromium Playwright installed for this version of itself, when it did. */
async function playwrightChromium() {
  try {
    const { chromium } = await import("playwright-core");
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** A browser already on this machine, or undefined. Throws when CHROME_PATH names no file. */
export async function findChromium() {
  const configured = process.env.CHROME_PATH;
  if (configured) {
    if (existsSync(configured)) return configured;
    throw new Error(`CHROME_PATH is set to ${configured}, but there is no file there.`);
  }
  return (SYSTEM_BROWSERS[process.platform] ?? []).find((path) => existsSync(path)) ?? (await playwrightChromium());
}

/** Debian or a distribution built on it (apt-get can install the packages the tests need). */
export function isDebian() {
  try {
    return /^(ID|ID_LIKE)=.*debian/m.test(readFileSync("/etc/os-release", "utf8"));
  } catch {
    return false;
  }
}

/** What to run on this platform to get a browser. */
export function installAdvice(platform = process.platform, debian = isDebian()) {
  if (platform === "linux" && debian) return "sudo apt-get install -y chromium";
  if (platform === "linux") return "npx playwright install --with-deps chromium";
  return "npx playwright install chromium"; // macOS and Windows; an installed Google Chrome works too
}

/**
 * Installs a Debian package where that is possible without asking (Debian, as root, as in CI's
 * containers); returns whether it tried. The tests' other programs come this way too
 * (ensure-postgres.mjs).
 */
export function installDebianPackage(name) {
  if (!isDebian() || process.getuid?.() !== 0) return false;
  console.log(`[${name}] not found; installing Debian's ${name} package (about a minute)...`);
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", name], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return true;
}

export async function ensureChromium() {
  const found = await findChromium();
  if (found) return found;
  if (installDebianPackage("chromium") && existsSync(DEFAULT_CHROMIUM)) return DEFAULT_CHROMIUM;
  throw new Error(
    `The browser tests need Chromium or Chrome, and none was found. Run \`${installAdvice()}\`, ` +
      "or point CHROME_PATH at a Chromium or Chrome binary.",
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    console.log(`[chromium] using ${await ensureChromium()}`);
  } catch (error) {
    console.error(`[chromium] ${error.message}`);
    process.exit(1);
  }
}
