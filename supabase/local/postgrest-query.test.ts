import { describe, expect, it } from "vitest";
import { parseQuery, QueryParseError, splitTopLevel } from "./postgrest-query";
import { readStatement } from "./postgrest-sql";

const parse = (qs: string, range?: string) => parseQuery(new URLSearchParams(qs), range);

describe("PostgREST query parsing", () => {
  it("splits lists outside quotes and parentheses", () => {
    expect(splitTopLevel('a,"b,c",in.(1,2),d')).toEqual(["a", '"b,c"', "in.(1,2)", "d"]);
  });

  it("parses select items with aliases and casts", () => {
    expect(parse("select=id,site:hostname,created_at::text").select).toEqual([
      { star: false, column: "id", alias: undefined, cast: undefined },
      { star: false, column: "hostname", alias: "site", cast: undefined },
      { star: false, column: "created_at", alias: undefined, cast: "text" },
    ]);
    expect(parse("").select).toEqual([{ star: true }]);
    expect(() => parse("select=id::text;drop")).toThrow(QueryParseError);
  });

  it("accepts only column names and a fixed list of casts", () => {
    expect(parse('select=id::INT8,"odd name"::text').select).toMatchObject([
      { column: "id", cast: "int8" },
      { column: "odd name", cast: "text" },
    ]);
    for (const select of [
      "id::text from pg_roles union select rolname",
      "id::text)--",
      "id::regclass",
      'id::"text"',
      "now()",
      "id;drop table leads",
      "id as x",
      "id->>x",
      "count()",
      "...author(name)",
      "author!inner(name)",
    ]) {
      expect(() => parse(`select=${encodeURIComponent(select)}`), select).toThrow(QueryParseError);
    }
  });

  it("parses embedded resources with aliases, hints and per-embed order and limit", () => {
    const query = parse(
      "select=id,notes:lead_notes(body,author:profiles!author_id(full_name)),widgets(*)&notes.order=created_at.desc&notes.limit=5",
    );
    expect(query.select).toEqual([
      { star: false, column: "id", alias: undefined, cast: undefined },
      {
        star: false,
        alias: "notes",
        embed: {
          table: "lead_notes",
          hint: undefined,
          select: [
            { star: false, column: "body", alias: undefined, cast: undefined },
            {
              star: false,
              alias: "author",
              embed: {
                table: "profiles",
                hint: "author_id",
                select: [{ star: false, column: "full_name", alias: undefined, cast: undefined }],
              },
            },
          ],
        },
      },
      { star: false, alias: undefined, embed: { table: "widgets", hint: undefined, select: [{ star: true }] } },
    ]);
    expect(query.embedOptions.get("notes")).toEqual({ order: [{ column: "created_at", direction: "desc" }], limit: 5 });
    expect(query.filters).toEqual([]);
    // An option for a resource the select does not embed is a filter on a dotted name: refused.
    expect(() => parse("select=id&notes.limit=5")).toThrow(QueryParseError);
  });

  it("parses filters, negation, quoted in-lists and logic trees", () => {
    const { filters } = parse('role=eq.admin&id=not.in.(1,"2,3")&or=(a.is.null,and(b.gte.2,c.like.*x*))');
    expect(filters[0]).toEqual({ kind: "condition", column: "role", operator: "eq", negated: false, value: "admin" });
    expect(filters[1]).toMatchObject({ operator: "in", negated: true, list: ["1", "2,3"] });
    expect(filters[2]).toMatchObject({
      kind: "logic",
      operator: "or",
      children: [
        { column: "a", operator: "is", value: "null" },
        { kind: "logic", operator: "and" },
      ],
    });
    const error = (() => {
      try {
        parse("name=fts.word");
      } catch (e) {
        return e as QueryParseError;
      }
    })();
    expect(error).toMatchObject({ code: "PGRST100", details: expect.stringContaining('unsupported operator "fts"') });
    expect(() => parse("name=is.maybe")).toThrow(QueryParseError);
  });

  it("parses order, limit, offset and the Range header", () => {
    const query = parse("order=created_at.desc.nullslast,id&limit=50&offset=10");
    expect(query.order).toEqual([{ column: "created_at", direction: "desc", nulls: "last" }, { column: "id" }]);
    expect([query.limit, query.offset]).toEqual([50, 10]);
    expect(parse("", "5-9")).toMatchObject({ offset: 5, limit: 5 });
    expect(() => parse("limit=-1")).toThrow(QueryParseError);
  });

  it("builds SQL with quoted identifiers and every value as a parameter", () => {
    const statement = readStatement(
      '"public"."t"',
      parse('select="na\\"me"&"na\\"me"=eq.x\'y&id=in.(1,2)&order=id.desc&limit=5'),
    );
    expect(statement.sql).toContain('"na""me" = $1');
    expect(statement.sql).toContain('"id" in ($2, $3)');
    expect(statement.sql).toContain('order by "id" desc limit $4');
    expect(statement.params).toEqual(["x'y", "1", "2", "5"]);
  });
});
