import { describe, expect, it } from "vitest";
import { parseForm } from "../forms/parse";
import { clientLogoRow, clientLogoSchema } from "./client-logo-schema";
import { fromClientLogoRows } from "./client-logos";

const form = (change: Record<string, string> = {}) => {
  const data = new FormData();
  const fields = {
    name: "Ruiz Family Dental",
    imageUrl: "/images/logos/ruiz.svg",
    linkUrl: "https://ruiz.example",
    position: "10",
    published: "on",
    ...change,
  };
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const errorsOf = (change: Record<string, string>) => {
  const parsed = parseForm(clientLogoSchema, form(change));
  return parsed.ok ? {} : parsed.errors;
};

describe("client logos (ADR 078)", () => {
  it("keep the admin's order, then the oldest first, with a link only when there is one", () => {
    const at = (id: string, position: number, created_at: string, link_url: string | null = null) => ({
      id,
      name: id,
      image_url: `/images/${id}.svg`,
      link_url,
      position,
      created_at,
    });
    expect(
      fromClientLogoRows([
        at("c", 5, "2026-12-01T00:00:00Z"),
        at("b", 0, "2026-12-02T00:00:00Z", "https://b.example"),
        at("a", 0, "2026-12-01T00:00:00Z"),
      ]),
    ).toEqual([
      { id: "a", name: "a", image: "/images/a.svg" },
      { id: "b", name: "b", image: "/images/b.svg", href: "https://b.example" },
      { id: "c", name: "c", image: "/images/c.svg" },
    ]);
  });

  it("store a valid form as the table's row, no link as null", () => {
    const parsed = parseForm(clientLogoSchema, form({ linkUrl: "" }));
    expect(parsed.ok && clientLogoRow(parsed.data)).toEqual({
      name: "Ruiz Family Dental",
      image_url: "/images/logos/ruiz.svg",
      link_url: null,
      position: 10,
      published: true,
    });
  });

  it.each([
    ["no name", { name: "" }, "name"],
    ["no image", { imageUrl: "" }, "imageUrl"],
    ["an image on a javascript: address", { imageUrl: "javascript:alert(1)" }, "imageUrl"],
    ["an image on another host without a scheme", { imageUrl: "//evil.example/x.png" }, "imageUrl"],
    ["an http link", { linkUrl: "http://ruiz.example" }, "linkUrl"],
    ["an order past 10000", { position: "10001" }, "position"],
  ])("refuse %s", (_label, change, field) => {
    expect(Object.keys(errorsOf(change))).toEqual([field]);
  });
});
