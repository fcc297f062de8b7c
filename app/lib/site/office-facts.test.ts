import { describe, expect, it } from "vitest";
import { officeKeys, offices } from "~/content/offices";
import { fromOfficeRows, OFFICE_KEYS, withOfficeFacts } from "./office-facts";

describe("office facts (ADR 079)", () => {
  it("know the same offices as the records", () => {
    expect([...OFFICE_KEYS].sort()).toEqual([...officeKeys].sort());
  });

  it("lay the stored address and figures over the record, and ignore a row for an office the site does not have", () => {
    const facts = fromOfficeRows([
      {
        key: "tampa",
        street_address: " 100 N Tampa St ",
        review_rating: "4.85",
        review_count: 210,
        review_source_url: "https://g.page/r/tampa",
        reviews_confirmed_on: "2026-12-01",
      },
      {
        key: "atlantis",
        street_address: "1 Sea",
        review_rating: 5,
        review_count: 1,
        review_source_url: null,
        reviews_confirmed_on: null,
      },
    ]);
    expect(Object.keys(facts)).toEqual(["tampa"]);
    const tampa = withOfficeFacts(offices.tampa, facts.tampa);
    expect(tampa).toMatchObject({ streetAddress: "100 N Tampa St", reviews: { rating: 4.9, count: 210 } });
    expect(tampa.name).toBe(offices.tampa.name);
    // An office the database did not answer for keeps its record's values.
    expect(withOfficeFacts(offices.miami, facts.miami)).toBe(offices.miami);
  });

  it("keeps no address for a blank one", () => {
    const facts = fromOfficeRows([
      {
        key: "casper",
        street_address: "  ",
        review_rating: 4.7,
        review_count: 84,
        review_source_url: null,
        reviews_confirmed_on: null,
      },
    ]);
    expect(withOfficeFacts(offices.casper, facts.casper).streetAddress).toBeNull();
  });
});
