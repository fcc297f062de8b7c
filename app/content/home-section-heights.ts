// Written by tests/e2e/home-render-on-view.spec.ts with WRITE_HOME_HEIGHTS=1: each home section's
// drawn height in CSS pixels, at 412 px (small) and 1440 px (large), and the fingerprint of the
// copy, markup and styles they were measured from (scripts/lib/home-heights.mjs), which
// scripts/home-heights.test.ts holds to app/ as it is. Measure again; do not edit.
export const measuredFrom = "674489dc86df7b92";

export const measuredHeights = {
  solutions: { small: 1290, large: 926 },
  crm: { small: 979, large: 691 },
  audit: { small: 3301, large: 1906 },
  doneForYou: { small: 1132, large: 920 },
  websites: { small: 1332, large: 718 },
  showcase: { small: 719, large: 1041 },
  features: { small: 711, large: 1042 },
  pricing: { small: 3486, large: 1794 },
  testimonials: { small: 777, large: 733 },
  closing: { small: 474, large: 454 },
};
