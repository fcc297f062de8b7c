/**
 * The one case of every heading on the site (ADR 076): Title Case, as the specification writes its
 * own ("Activate SEO in Your CRM", "Book Demo for Pricing", "Done-For-You Quote").
 *
 * - Every word starts with a capital, but for the small words below, which stay lower case unless
 *   they open the heading, close it, follow a colon, a dash or a sentence's end, or complete a
 *   phrasal verb ("Sign In to Your CRM", "Turn On SEO": PHRASAL_VERBS).
 * - Each part of a hyphenated compound is a word that starts with a capital, small or not
 *   ("Done-For-You", "30-Minute", "Step-By-Step"), as the specification's "Done-For-You".
 * - A word is kept as written when it already holds a capital after its first letter (CRM, SEO,
 *   WordPress, HubSpot), a digit (24/7, 4x), or an address's marks (example.com, hello@…, $497/mo),
 *   so brand and product names and figures are never re-cased.
 * - Only a word's first letter is changed: "McDonald" and "Tampa's" keep the rest.
 */

/** Articles, coordinating conjunctions, and the short prepositions that join a phrase. */
const SMALL_WORDS = new Set([
  "a",
  "an",
  "the",
  "and",
  "but",
  "or",
  "nor",
  "so",
  "yet",
  "as",
  "at",
  "by",
  "for",
  "from",
  "in",
  "into",
  "of",
  "on",
  "onto",
  "per",
  "to",
  "via",
  "vs",
  "with",
]);

/** Verbs whose small word after them is part of the verb ("Sign In"), not a preposition. */
const PHRASAL_VERBS = new Set(["sign", "log", "turn", "opt", "check", "plug", "switch", "roll"]);

/** Hyphens a compound may be joined by: ASCII, and the non-breaking one (keepTogether). */
const HYPHENS = /([-\u2011])/;
/** Marks after which the next word opens a phrase of its own. */
const PHRASE_END = /[:?!.\u2014\u2013]$/;
/** A capital after the first letter, a digit, or an address's marks: a name or figure, not a word. */
const KEEP_AS_WRITTEN = /^\P{L}*\p{L}.*\p{Lu}|\d|[./@]\p{L}/u;

/** Capitalises the first letter of `part`, past any opening quote or bracket. */
const capitalised = (part: string) =>
  KEEP_AS_WRITTEN.test(part) ? part : part.replace(/\p{L}/u, (letter) => letter.toUpperCase());

function casedWord(word: string, mayBeSmall: boolean): string {
  const parts = word.split(HYPHENS);
  if (parts.length > 1) return parts.map((part) => (HYPHENS.test(part) ? part : capitalised(part))).join("");
  const bare = word.replace(/^\P{L}+|\P{L}+$/gu, "").toLowerCase();
  return mayBeSmall && SMALL_WORDS.has(bare) && !KEEP_AS_WRITTEN.test(word) ? word.toLowerCase() : capitalised(word);
}

/** `text` in the site's heading case. */
export function headingCase(text: string): string {
  const words = text.split(/(\s+)/);
  const last = words.findLastIndex((word) => word.trim() !== "");
  let opensPhrase = true;
  let afterVerb = false;
  return words
    .map((word, index) => {
      if (word.trim() === "") return word;
      const cased = casedWord(word, !opensPhrase && !afterVerb && index !== last);
      opensPhrase = PHRASE_END.test(word) || word === "-";
      afterVerb = PHRASAL_VERBS.has(word.toLowerCase());
      return cased;
    })
    .join("");
}

/** Whether `text` is already in the site's heading case. */
export const isHeadingCase = (text: string): boolean => headingCase(text) === text;
