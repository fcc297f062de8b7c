import { describe, expect, it } from "vitest";
import { serverValue } from "./remix-seam";
import { asMarkup } from "./document-markup.server";
import { KEPT_MARKUP_LIMIT_BYTES, keptMarkup, keptMarkupSize, keptPageUrl } from "./kept.server";

describe("kept markup", () => {
  it("renders a key once and answers it from then on", () => {
    let renders = 0;
    const render = () => ({ page: asMarkup(`<p>${++renders}</p>`) });
    expect(serverValue(keptMarkup("https://x.test/a", render).page)).toBe("<p>1</p>");
    expect(serverValue(keptMarkup("https://x.test/a", render).page)).toBe("<p>1</p>");
    expect(serverValue(keptMarkup("https://x.test/b", render).page)).toBe("<p>2</p>");
    expect(renders).toBe(2);
  });

  it("lets the least recently used go past the limit, never holding more", () => {
    const big = "x".repeat(KEPT_MARKUP_LIMIT_BYTES / 4);
    for (let i = 0; i < 12; i++) keptMarkup(`https://x.test/big-${i}`, () => ({ page: asMarkup(big) }));
    expect(keptMarkupSize().bytes).toBeLessThanOrEqual(KEPT_MARKUP_LIMIT_BYTES);
    let rendered = false;
    keptMarkup("https://x.test/big-0", () => {
      rendered = true;
      return { page: asMarkup(big) };
    });
    expect(rendered, "evicted long ago").toBe(true);
  });

  it("does not keep a render larger than the whole limit", () => {
    const before = keptMarkupSize().entries;
    keptMarkup("https://x.test/huge", () => ({ page: asMarkup("x".repeat(KEPT_MARKUP_LIMIT_BYTES + 1)) }));
    expect(keptMarkupSize().entries).toBe(before);
  });

  it("keeps a page under its lower-case path and the parameters it reads, nothing else", () => {
    const key = (url: string) => keptPageUrl(new Request(url)).href;
    expect(key("https://x.test/About?utm_source=mail&fbclid=1")).toBe("https://x.test/about");
    expect(key("https://x.test/?plan=crm&x=1")).toBe("https://x.test/?plan=crm");
    expect(key("https://x.test/?plan=nonsense")).toBe("https://x.test/");
    // A path the fuzz sends: "//" must not read as an address of its own.
    expect(key("https://x.test//?token_hash=crm")).toBe("https://x.test//");
  });
});
