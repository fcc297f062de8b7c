// The local seed's testimonials (supabase/seed.sql, ADR 074) as rows of public.testimonials, for
// tools that stand in for the database (scripts/render-time.mjs) and for tests of the seed itself.
import { readFileSync } from "node:fs";

const SEED = new URL("../../supabase/seed.sql", import.meta.url);
const TEXT = "'((?:[^']|'')*)'";
const ROW = new RegExp(
  String.raw`\(\s*${TEXT},\s*${TEXT},\s*${TEXT},\s*${TEXT},\s*(\d),\s*(null|${TEXT}),\s*(true|false),\s*(true|false),\s*(\d+)\)`,
  "g",
);
const unquote = (text) => text.replace(/''/g, "'");

/** Every seeded testimonial, in the seed's order, as the database would answer it. */
export function seedTestimonials() {
  const seed = readFileSync(SEED, "utf8");
  const block = seed.slice(seed.indexOf("insert into public.testimonials"));
  return [...block.matchAll(ROW)].map((match, index) => ({
    id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, "0")}`,
    name: unquote(match[1]),
    role: unquote(match[2]),
    company: unquote(match[3]),
    quote: unquote(match[4]),
    photo_url: null,
    rating: Number(match[5]),
    source_url: null,
    plan_id: match[6] === "null" ? null : unquote(match[7]),
    illustrative: match[8] === "true",
    published: match[9] === "true",
    position: Number(match[10]),
    created_at: "2026-12-03T12:00:00Z",
  }));
}
