import { existsSync, readdirSync } from "node:fs";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PRODUCT_IMAGE_DIR, productShotSrc, productShots, type ProductShotName } from "~/content/product-shots";
import { crmVideo } from "~/content/crm-video";
import { servicePageLabels } from "~/content/page-labels";
import { ProductFigure, ProductImage } from "./product-image.markup";

const names = Object.keys(productShots) as ProductShotName[];
const render = (element: ReactElement) => renderToStaticMarkup(element);
const attr = (html: string, tag: string, name: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*\\b${name}="([^"]*)"`, "g"))].map((m) => m[1]);

describe("product screenshots on disk", () => {
  it("are the three views of issue 9", () => {
    expect(names.sort()).toEqual(["audit-report", "mock-dashboard", "rank-tracker"]);
  });

  it("exist for every theme, width and format the manifest names, and nothing else is there", () => {
    const expected = names.flatMap((name) =>
      productShots[name].themes.flatMap((theme) =>
        productShots[name].widths.flatMap((width) =>
          (["avif", "webp"] as const).map((format) => productShotSrc(name, theme, width, format)),
        ),
      ),
    );
    for (const src of expected) expect(existsSync(`public${src}`), src).toBe(true);
    expect(readdirSync(`public${PRODUCT_IMAGE_DIR}`).length).toBe(expected.length);
  });

  it("say they are samples", () => {
    for (const name of names) expect(productShots[name].alt).toMatch(/^Sample /);
  });

  // Issue 36: they are renders of the site's own model of the product, not screenshots of it.
  it("are captioned as how the product presents a thing, with sample data, never as screenshots", () => {
    for (const name of names) {
      const { caption } = productShots[name];
      expect(caption, name).toMatch(/^How the [a-z ]+ presents [a-z ]+\u00a0— sample data$/);
    }
    const words = [
      ...names.map((name) => productShots[name].caption),
      servicePageLabels.productLead,
      crmVideo.stillCaption,
    ];
    for (const text of words) expect(text).not.toMatch(/screenshot|screen shot|taken from/i);
  });
});

describe("ProductFigure", () => {
  it("prints the caption under the picture, never wider than drawn", () => {
    const shot = productShots["rank-tracker"];
    const html = render(<ProductFigure shot={shot} sizes="100vw" theme="dark" />);
    expect(html).toMatch(
      new RegExp(
        `^<figure style="max-width:${shot.width}px"[^>]*><picture>.*</picture><figcaption[^>]*>${shot.caption}</figcaption></figure>$`,
      ),
    );
  });
});

describe("ProductImage", () => {
  const shot = productShots["audit-report"];

  it("offers AVIF then WebP at every width, with the sizes given, and reserves its box", () => {
    const html = render(<ProductImage shot={shot} sizes="(min-width: 1024px) 34rem, 100vw" theme="light" />);
    expect(attr(html, "source", "type")).toEqual(["image/avif", "image/webp"]);
    expect(attr(html, "source", "srcSet")[0]).toBe(
      shot.widths.map((w) => `${PRODUCT_IMAGE_DIR}/audit-report-light-${w}.avif ${w}w`).join(", "),
    );
    expect(attr(html, "source", "sizes")).toEqual([
      "(min-width: 1024px) 34rem, 100vw",
      "(min-width: 1024px) 34rem, 100vw",
    ]);
    expect(attr(html, "img", "width")).toEqual([String(shot.width)]);
    expect(attr(html, "img", "height")).toEqual([String(shot.height)]);
    expect(attr(html, "img", "alt")).toEqual([shot.alt]);
  });

  it("loads lazily and decodes off the main thread unless it is the page's largest image", () => {
    const lazy = render(<ProductImage shot={shot} sizes="100vw" />);
    expect(attr(lazy, "img", "loading")).toEqual(["lazy"]);
    expect(attr(lazy, "img", "decoding")).toEqual(["async"]);
    expect(lazy).not.toContain("fetchpriority");

    const lcp = render(<ProductImage shot={shot} sizes="100vw" priority />);
    expect(attr(lcp, "img", "loading")).toEqual(["eager"]);
    expect(attr(lcp, "img", "fetchpriority")).toEqual(["high"]);
    expect(lcp).not.toContain("decoding");
  });

  it("follows the visitor's colour scheme when both themes exist, or keeps the one asked for", () => {
    const auto = render(<ProductImage shot={shot} sizes="100vw" />);
    expect(attr(auto, "source", "media")).toEqual(["(prefers-color-scheme: dark)", "(prefers-color-scheme: dark)"]);
    expect(attr(auto, "source", "srcSet").map((set) => set?.includes("-dark-"))).toEqual([true, true, false, false]);

    const dark = render(<ProductImage shot={shot} sizes="100vw" theme="dark" />);
    expect(attr(dark, "source", "media")).toEqual([]);
    expect(attr(dark, "img", "src")[0]).toContain("-dark-");

    // A view photographed in one theme only is shown in that one, whatever is asked.
    const darkOnly = { ...productShots["mock-dashboard"], themes: ["dark"] as const };
    const onlyDark = render(<ProductImage shot={darkOnly} sizes="100vw" theme="light" />);
    expect(attr(onlyDark, "img", "src")[0]).toContain("mock-dashboard-dark-");
  });
});
