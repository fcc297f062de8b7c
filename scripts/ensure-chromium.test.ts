import { afterEach, describe, expect, it } from "vitest";
import { findChromium, installAdvice } from "./ensure-chromium.mjs";

const saved = process.env.CHROME_PATH;
afterEach(() => {
  if (saved === undefined) delete process.env.CHROME_PATH;
  else process.env.CHROME_PATH = saved;
});

describe("finding a browser", () => {
  it("takes CHROME_PATH when it names a file", async () => {
    process.env.CHROME_PATH = process.execPath; // any existing file stands in for a browser here
    expect(await findChromium()).toBe(process.execPath);
  });

  it("stops at once when CHROME_PATH names no file", async () => {
    process.env.CHROME_PATH = "/no/such/chrome";
    await expect(findChromium()).rejects.toThrow("CHROME_PATH is set to /no/such/chrome, but there is no file there.");
  });

  it("says which command gets a browser on each platform", () => {
    expect(installAdvice("linux", true)).toBe("sudo apt-get install -y chromium");
    expect(installAdvice("linux", false)).toBe("npx playwright install --with-deps chromium");
    expect(installAdvice("darwin", false)).toBe("npx playwright install chromium");
    expect(installAdvice("win32", false)).toBe("npx playwright install chromium");
  });
});
