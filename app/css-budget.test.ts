import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import tailwind from "@tailwindcss/postcss";
import postcss, { type AcceptedPlugin } from "postcss";
import { expect, it } from "vitest";
import postcssConfig from "../postcss.config.js";

/**
 * The CSS budget of issue 9: the site's one stylesheet, compiled from source as `remix build` compiles
 * it (postcss.config.js's one plugin, Tailwind's production optimisation), weighs at most 12 KB gzip.
 * Compiling here, instead of reading public/build, keeps the check independent of a build; the
 * built file differs by a few bytes (esbuild minifies it once more).
 */
const CSS_BUDGET_GZIP_BYTES = 12 * 1024;

it("the site's stylesheet is at most 12 KB gzip", async () => {
  expect(Object.keys(postcssConfig.plugins), "the build's PostCSS plugins").toEqual(["@tailwindcss/postcss"]);
  const from = fileURLToPath(new URL("./tailwind.css", import.meta.url));
  // Tailwind's plugin is typed against another copy of postcss (vitest's); the runtime contract is one.
  const plugin = tailwind({ optimize: true }) as unknown as AcceptedPlugin;
  const { css } = await postcss([plugin]).process(readFileSync(from, "utf8"), { from });
  expect(css, "the sources were scanned").toContain(".container-page");
  const gzip = gzipSync(css).length;
  expect(gzip, `${gzip} bytes gzip (${css.length} raw), budget ${CSS_BUDGET_GZIP_BYTES}`).toBeLessThanOrEqual(
    CSS_BUDGET_GZIP_BYTES,
  );
});
