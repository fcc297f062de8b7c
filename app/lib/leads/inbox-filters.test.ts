import { describe, expect, it } from "vitest";
import { inboxSearchParams, parseInboxFilters, searchTree, startOfWeek } from "./inbox-filters";

describe("inbox filters", () => {
  it("reads known values from the URL and ignores the rest", () => {
    expect(
      parseInboxFilters(new URLSearchParams("status=won&source=widget&service=local-seo&q=%20Acme%20&page=3")),
    ).toEqual({
      view: null,
      since: null,
      status: "won",
      source: "widget",
      service: "local-seo",
      search: "Acme",
      page: 3,
    });
    expect(parseInboxFilters(new URLSearchParams("status=archived&source=fax&service=seo&page=-2"))).toEqual({
      view: null,
      since: null,
      status: null,
      source: null,
      service: null,
      search: "",
      page: 1,
    });
    expect(parseInboxFilters(new URLSearchParams(`q=${"x".repeat(500)}`)).search).toHaveLength(100);
  });

  it("reads a saved view as a preset of the filters; a status in the address wins (ADR 048)", () => {
    // A Wednesday afternoon: the week began on Monday at midnight UTC.
    const now = new Date("2026-11-25T15:30:00Z");
    expect(parseInboxFilters(new URLSearchParams("view=new"), now)).toMatchObject({ view: "new", status: "new" });
    expect(parseInboxFilters(new URLSearchParams("view=won&status=lost"), now)).toMatchObject({ status: "lost" });
    expect(parseInboxFilters(new URLSearchParams("view=week"), now)).toMatchObject({
      view: "week",
      since: "2026-11-23T00:00:00.000Z",
      status: null,
    });
    expect(parseInboxFilters(new URLSearchParams("view=archive"), now)).toMatchObject({ view: null, status: null });
    expect(startOfWeek(new Date("2026-11-29T23:59:00Z"))).toBe("2026-11-23T00:00:00.000Z");
    expect(startOfWeek(new Date("2026-11-23T00:00:00Z"))).toBe("2026-11-23T00:00:00.000Z");
    expect(inboxSearchParams(parseInboxFilters(new URLSearchParams("view=new&q=acme&page=2"), now)).toString()).toBe(
      "view=new&q=acme&page=2",
    );
    expect(inboxSearchParams({ view: "won", status: "lost" }).toString()).toBe("view=won&status=lost");
  });

  it("writes them back without empty values (links and the export keep the filter)", () => {
    expect(inboxSearchParams({ status: "new", source: null, search: "a b", page: 1 }).toString()).toBe(
      "status=new&q=a+b",
    );
  });

  it("searches name, email and company, quoting the text and escaping every pattern character", () => {
    expect(searchTree("")).toBeNull();
    expect(searchTree("acme")).toBe('name.imatch."acme",email.imatch."acme",company.imatch."acme"');
    // Regex characters get a backslash; the logic tree's quoting then doubles every backslash.
    expect(searchTree('50%_off* "x" a.b')).toBe(
      ["name", "email", "company"].map((c) => `${c}.imatch."50%_off\\\\* \\"x\\" a\\\\.b"`).join(","),
    );
  });

  it("makes a pattern that matches the text itself, wildcards included, and nothing else", () => {
    // The pattern as Postgres receives it: the logic tree's quoting undone.
    const regex = (text: string) => {
      const quoted = /^name\.imatch\.("(?:[^"\\]|\\.)*")/.exec(searchTree(text)!)![1]!;
      return new RegExp(quoted.slice(1, -1).replace(/\\(.)/g, "$1"), "i");
    };
    for (const text of ["*", "%", "_", "a.b", "(x)", "[y]", "c+d", "^$", "\\"]) {
      expect(regex(text).test(`lead ${text} name`), text).toBe(true);
    }
    expect(regex("*").test("Jane Doe")).toBe(false);
    expect(regex("%").test("Jane Doe")).toBe(false);
    expect(regex("_").test("Jane Doe")).toBe(false);
    expect(regex("a.b").test("axb")).toBe(false);
  });
});
