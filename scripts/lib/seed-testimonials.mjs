// The local seed's testimonials and case study figures (supabase/seed.sql, ADR 074, 078) as rows of
// their tables, for tools that stand in for the database (scripts/render-time.mjs) and for tests of
// the seed itself.
import { readFileSync } from "node:fs";

const SEED = new URL("../../supabase/seed.sql", import.meta.url);
const TEXT = "'((?:[^']|'')*)'";
const ROW = new RegExp(
  String.raw`\(\s*'([0-9a-f-]{36})',\s*${TEXT},\s*${TEXT},\s*${TEXT},\s*${TEXT},\s*(\d),\s*(null|${TEXT}),\s*(true|false),\s*(true|false),\s*(\d+)\)`,
  "g",
);
const unquote = (text) => text.replace(/''/g, "'");

/** Every seeded testimonial, in the seed's order, as the database would answer it. */
export function seedTestimonials() {
  const seed = readFileSync(SEED, "utf8");
  const block = seed.slice(seed.indexOf("insert into public.testimonials"));
  return [...block.matchAll(ROW)].map((match) => ({
    id: match[1],
    name: unquote(match[2]),
    role: unquote(match[3]),
    company: unquote(match[4]),
    quote: unquote(match[5]),
    photo_url: null,
    rating: Number(match[6]),
    source_url: null,
    plan_id: match[7] === "null" ? null : unquote(match[8]),
    illustrative: match[9] === "true",
    published: match[10] === "true",
    position: Number(match[11]),
    created_at: "2026-12-03T12:00:00Z",
  }));
}

const FIGURE = new RegExp(
  String.raw`\(\s*'([0-9a-f-]{36})',\s*${TEXT},\s*${TEXT},\s*${TEXT},\s*'(percent|index)',\s*(\d+),\s*(\d+),\s*(true|false),\s*(true|false),\s*(\d+)\)`,
  "g",
);

/** Every seeded case study figure, in the seed's order, as the database would answer it. */
export function seedCaseStudyFigures() {
  const seed = readFileSync(SEED, "utf8");
  const block = seed.slice(seed.indexOf("insert into public.case_study_figures"));
  return [...block.matchAll(FIGURE)].map((match) => ({
    id: match[1],
    case_study: unquote(match[2]),
    client_name: unquote(match[3]),
    label: unquote(match[4]),
    unit: match[5],
    before: Number(match[6]),
    after: Number(match[7]),
    illustrative: match[8] === "true",
    published: match[9] === "true",
    position: Number(match[10]),
    created_at: "2026-12-03T14:00:00Z",
  }));
}
