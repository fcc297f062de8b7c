/**
 * Whether the promo banner promises a trial the pricing does not give (issue 36 §2, ADR 079): the
 * first seeded banner offered "30-Day Free Trial on every DIY plan" while Enterprise has none.
 * Settings shows the answer as a warning (the admin may still save), the launch checklist as missing.
 */

/** What the pricing offers: the DIY plans' names, those with a free trial, and its length. */
export interface TrialOffer {
  plans: { name: string; trial: boolean }[];
  days: number;
}

/** The promo's trial claims that the pricing contradicts, as sentences; none when it agrees. */
export function promoTrialProblems(text: string, offer: TrialOffer): string[] {
  if (!/\btrial\b/i.test(text)) return [];
  const problems: string[] = [];
  const days = /\b(\d{1,3})[\s-]*days?\b/i.exec(text);
  if (days && Number(days[1]) !== offer.days) {
    problems.push(`It offers a ${days[1]}-day trial; the plans give ${offer.days} days.`);
  }
  const without = offer.plans.filter((plan) => !plan.trial).map((plan) => plan.name);
  if (/\b(every|all|any)\b[^.]*\bplans?\b/i.test(text) && without.length) {
    problems.push(
      `It promises a trial on every plan, but ${listed(without)} ${without.length === 1 ? "has" : "have"} none.`,
    );
  } else {
    const named = without.filter((name) => new RegExp(`\\b${name}\\b`, "i").test(text));
    if (named.length) {
      problems.push(`It names ${listed(named)}, which ${named.length === 1 ? "has" : "have"} no free trial.`);
    }
  }
  return problems;
}

const listed = (names: string[]) =>
  names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
