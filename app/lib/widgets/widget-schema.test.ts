import { describe, expect, it } from "vitest";
import { widgetMessages } from "~/content/widgets";
import { parseForm } from "../forms/parse";
import { embedSnippet, parseEmbedOrigin } from "./widget";
import { widgetRow, widgetSchema } from "./widget-schema";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const valid = {
  name: "Partner lead form",
  kind: "lead",
  heading: "Talk to us",
  buttonLabel: "",
  theme: "light",
  service: "local-seo",
  allowedOrigins: "https://Partner.example/\nhttps://shop.partner.example:8443, http://127.0.0.1:4173",
};

describe("embed origins", () => {
  it("keeps scheme, host and port, as browsers compare them", () => {
    expect(parseEmbedOrigin("https://Partner.Example")).toBe("https://partner.example");
    expect(parseEmbedOrigin("https://partner.example:443/")).toBe("https://partner.example");
    expect(parseEmbedOrigin("http://localhost:3000")).toBe("http://localhost:3000");
    expect(parseEmbedOrigin("https://bücher.example")).toBe("https://xn--bcher-kva.example");
  });

  it("refuses plain http off the loopback, paths, queries, credentials, wildcards and other schemes", () => {
    for (const value of [
      "http://partner.example",
      "https://partner.example/page",
      "https://partner.example/?a=1",
      "https://user:pw@partner.example",
      "https://*.partner.example",
      "javascript:alert(1)",
      "partner.example",
      "",
    ]) {
      expect(parseEmbedOrigin(value), value).toBeNull();
    }
  });
});

describe("the widget form", () => {
  it("turns a lead form into the row the database checks", () => {
    const result = parseForm(widgetSchema, form(valid));
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(widgetRow(result.data)).toEqual({
        name: "Partner lead form",
        kind: "lead",
        settings: { theme: "light", heading: "Talk to us", service: "local-seo" },
        allowed_origins: ["https://partner.example", "https://shop.partner.example:8443", "http://127.0.0.1:4173"],
      });
    }
  });

  it("names each problem in words", () => {
    const result = parseForm(
      widgetSchema,
      form({
        ...valid,
        name: "",
        kind: "popup",
        theme: "neon",
        allowedOrigins: "https://ok.example http://bad.example",
      }),
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toEqual({
        name: widgetMessages.nameRequired,
        kind: widgetMessages.kindRequired,
        theme: widgetMessages.themeInvalid,
        allowedOrigins: widgetMessages.originInvalid("http://bad.example"),
      });
      expect(result.values.allowedOrigins).toBe("https://ok.example http://bad.example");
    }
  });

  it("keeps settings to the kind: no button on a badge, a service only on a lead form", () => {
    const badge = parseForm(widgetSchema, form({ ...valid, kind: "review", buttonLabel: "Go", service: "" }));
    expect(!badge.ok && badge.errors.buttonLabel).toBe(widgetMessages.buttonLabelOnBadge);
    const audit = parseForm(widgetSchema, form({ ...valid, kind: "audit" }));
    expect(!audit.ok && audit.errors.service).toBe(widgetMessages.serviceOnlyForLeads);
    const unknown = parseForm(widgetSchema, form({ ...valid, service: "seo" }));
    expect(!unknown.ok && unknown.errors.service).toBe(widgetMessages.serviceInvalid);
    const many = Array.from({ length: 21 }, (_, i) => `https://s${i}.example`).join("\n");
    const tooMany = parseForm(widgetSchema, form({ ...valid, allowedOrigins: many }));
    expect(!tooMany.ok && tooMany.errors.allowedOrigins).toBe(widgetMessages.tooManyOrigins);
  });

  it("gives the site owner an iframe to paste, its title escaped", () => {
    expect(embedSnippet("https://www.rankwell.example", { id: "abc", name: 'A "quoted" <name>', kind: "lead" })).toBe(
      '<iframe src="https://www.rankwell.example/widget-preview/abc" title="A &quot;quoted&quot; &lt;name>" width="100%" height="520" style="border:0" loading="lazy"></iframe>',
    );
  });
});
