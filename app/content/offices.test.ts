import { describe, expect, it } from "vitest";
import { officeKeys, offices, PRIMARY_OFFICES } from "./offices";

const KEYS = [
  "tampa",
  "cheyenne",
  "miami",
  "orlando",
  "jacksonville",
  "stpetersburg",
  "casper",
  "laramie",
  "gillette",
  "rocksprings",
  "jackson",
  "sheridan",
];

const FIELDS = [
  "key",
  "name",
  "city",
  "state",
  "streetAddress",
  "addressLocality",
  "addressRegion",
  "postalCode",
  "addressCountry",
  // The spec's `telephone` is the office's phone line; its number is a site setting (ADR 052).
  "phoneLine",
  "email",
  "latitude",
  "longitude",
  "gmb",
  "businessHours",
  "serviceAreas",
  "reviews",
  "stats",
  "localKeywords",
  "heroGradient",
  "accentColor",
];

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];
const all = Object.entries(offices);

describe("office records", () => {
  it("are the twelve keyed offices", () => {
    expect(officeKeys).toEqual(KEYS);
  });

  it.each(all)("%s has every field of docs/product.md §3, filled in", (_key, office) => {
    expect(Object.keys(office).sort()).toEqual([...FIELDS].sort());
    for (const field of FIELDS) {
      const value = office[field as keyof typeof office];
      expect(value, field).not.toBe("");
      expect(value, field).not.toBeUndefined();
      // The street address alone waits for the company (ADR 053); no other field is left empty.
      if (field !== "streetAddress") expect(value, field).not.toBeNull();
    }
    expect(Object.keys(office.stats).sort()).toEqual([
      "avgRanking",
      "industriesServed",
      "trafficGrowth",
      "yearsExperience",
    ]);
    expect(office.serviceAreas.length).toBeGreaterThanOrEqual(5);
    expect(office.localKeywords.length).toBeGreaterThanOrEqual(3);
  });

  it.each(all)("%s has a consistent US address", (_key, office) => {
    expect(["FL", "WY"]).toContain(office.state);
    expect(office.addressRegion).toBe(office.state);
    expect(office.addressLocality).toBe(office.city);
    expect(office.addressCountry).toBe("US");
    expect(office.postalCode).toMatch(office.state === "FL" ? /^3[234]\d{3}$/ : /^8[23]\d{3}$/);
    expect(office.email).toMatch(/^[a-z]+@[a-z.]+$/);
    expect(office.name).toContain(office.city);
  });

  it("has unique mailboxes", () => {
    expect(new Set(all.map(([, o]) => o.email)).size).toBe(KEYS.length);
  });

  it("answers each office on its region's line: Miami on Miami's, Florida's others on Tampa's, Wyoming's on Wyoming's", () => {
    for (const [key, office] of all) {
      const expected = key === "miami" ? "miami" : office.state === "FL" ? "tampa" : "wyoming";
      expect(office.phoneLine, key).toBe(expected);
    }
  });

  it.each(all)(
    "%s keeps the records' hours: Florida 09:00-17:00, Wyoming 08:00-17:00, Monday to Friday",
    (_key, office) => {
      expect(office.businessHours.dayOfWeek).toEqual(WEEKDAYS);
      expect(office.businessHours.opens).toBe(office.state === "FL" ? "09:00" : "08:00");
      expect(office.businessHours.closes).toBe("17:00");
    },
  );

  it("keeps ratings within 4.6-4.9 and counts within 67-203, reaching both ends", () => {
    const ratings = all.map(([, o]) => o.reviews.rating);
    const counts = all.map(([, o]) => o.reviews.count);
    for (const r of ratings) expect(r >= 4.6 && r <= 4.9).toBe(true);
    for (const c of counts) expect(Number.isInteger(c) && c >= 67 && c <= 203).toBe(true);
    expect(Math.min(...ratings)).toBe(4.6);
    expect(Math.max(...ratings)).toBe(4.9);
    expect(Math.min(...counts)).toBe(67);
    expect(Math.max(...counts)).toBe(203);
  });

  it.each(all)("%s sits at its city centre inside its state", (_key, office) => {
    const box =
      office.state === "FL" ? { lat: [24.4, 31.1], lng: [-87.7, -79.9] } : { lat: [40.9, 45.1], lng: [-111.1, -104.0] };
    expect(office.latitude).toBeGreaterThan(box.lat[0]!);
    expect(office.latitude).toBeLessThan(box.lat[1]!);
    expect(office.longitude).toBeGreaterThan(box.lng[0]!);
    expect(office.longitude).toBeLessThan(box.lng[1]!);
  });

  it("places Tampa and Cheyenne at their city centres", () => {
    expect(offices.tampa.latitude).toBeCloseTo(27.95, 1);
    expect(offices.tampa.longitude).toBeCloseTo(-82.46, 1);
    expect(offices.cheyenne.latitude).toBeCloseTo(41.14, 1);
    expect(offices.cheyenne.longitude).toBeCloseTo(-104.82, 1);
  });

  it.each(all)("%s links to a Google Maps search for its name and city", (_key, office) => {
    const url = new URL(office.gmb);
    expect(url.origin).toBe("https://www.google.com");
    expect(url.pathname).toBe("/maps/search/");
    const query = url.searchParams.get("query") ?? "";
    expect(query).toContain(office.name);
    expect(query).toContain(office.city);
  });

  it("names Tampa and Cheyenne the primary offices", () => {
    expect(PRIMARY_OFFICES).toEqual({ FL: "tampa", WY: "cheyenne" });
  });
});
