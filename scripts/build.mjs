#!/usr/bin/env node
// `npm run build`: the classic Remix compiler's production build, as `remix build` runs it, with its
// esbuild contexts disposed before the process ends. `remix build` never disposes them and exits
// while esbuild's helper process still waits on a ping of its own, which then prints a Go crash
// dump ("fatal error: all goroutines are asleep - deadlock!") in the middle of the output: harmless
// to the build, but it reads as a crash (issue 31). The compiler's modules are Remix's own; none of
// its build is rewritten here.
import { mkdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { readConfig } = require("@remix-run/dev/dist/config.js");
const { create } = require("@remix-run/dev/dist/compiler/compiler.js");
const { createFileWatchCache } = require("@remix-run/dev/dist/compiler/fileWatchCache.js");
const { logger } = require("@remix-run/dev/dist/tux/logger.js");
const { logThrown } = require("@remix-run/dev/dist/compiler/utils/log.js");

const mode = "production";
process.env.NODE_ENV ??= mode;
const started = Date.now();
logger.info(`building... (NODE_ENV=${mode})`);
const config = await readConfig(process.cwd());
rmSync(config.assetsBuildDirectory, { recursive: true, force: true });
mkdirSync(config.assetsBuildDirectory, { recursive: true });
const compiler = await create({
  config,
  options: { mode, sourcemap: false },
  fileWatchCache: createFileWatchCache(),
  logger,
});
try {
  await compiler.compile();
} catch (thrown) {
  logThrown(thrown);
  process.exitCode = 1;
} finally {
  await compiler.dispose();
}
if (!process.exitCode) logger.info(`built (${((Date.now() - started) / 1000).toFixed(1)} s)`);
