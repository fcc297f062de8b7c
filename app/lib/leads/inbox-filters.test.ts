import { describe, expect, it } from "vitest";
import { buildTimeline, type LeadEventRow } from "./lead";
import { inboxSearchParams, parseInboxFilters, searchTree } from "./inbox-filters";

describe("inbox filters", () => {
  it("reads known values from the URL and ignores the rest", () => {
    expect(
      parseInboxFilters(new URLSearchParams("status=won&source=widget&service=local-seo&q=%20Acme%20&page=3")),
    ).toEqual({
      status: "won",
      source: "widget",
      service: "local-seo",
      search: "Acme",
      page: 3,
    });
    expect(parseInboxFilters(new URLSearchParams("status=archived&source=fax&service=seo&page=-2"))).toEqual({
      status: null,
      source: null,
      service: null,
      search: "",
      page: 1,
    });
    expect(parseInboxFilters(new URLSearchParams(`q=${"x".repeat(500)}`)).search).toHaveLength(100);
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

describe("a lead's timeline", () => {
  const event = (id: number, at: string, rest: Partial<LeadEventRow>): LeadEventRow => ({
    id,
    kind: "received",
    from_status: null,
    to_status: null,
    note_id: null,
    created_at: at,
    actor: null,
    ...rest,
  });

  it("runs oldest first with who did it and the note's text", () => {
    const timeline = buildTimeline(
      [
        event(3, "2026-12-02T10:00:00Z", { kind: "note", note_id: 7, actor: { full_name: "Ada Admin" } }),
        event(1, "2026-12-01T10:00:00Z", { kind: "received", to_status: "new" }),
        event(2, "2026-12-02T10:00:00Z", {
          kind: "status",
          from_status: "new",
          to_status: "qualified",
          actor: { full_name: "Ada Admin" },
        }),
      ],
      [{ id: 7, body: "Called back.", createdAt: "2026-12-02T10:00:00Z", author: "Ada Admin" }],
    );
    expect(timeline).toEqual([
      { id: 1, at: "2026-12-01T10:00:00Z", actor: null, kind: "received", status: "new" },
      { id: 2, at: "2026-12-02T10:00:00Z", actor: "Ada Admin", kind: "status", from: "new", to: "qualified" },
      { id: 3, at: "2026-12-02T10:00:00Z", actor: "Ada Admin", kind: "note", note: "Called back." },
    ]);
  });
});
