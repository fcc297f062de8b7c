/**
 * The ROI calculator (/roi-calculator, issue 34 §5; docs/product.md §2): its copy, and the plans it
 * weighs, read from the pricing content so no price is typed twice.
 */
import { plansByTab, pricingTabs } from "./pricing";
import type { PageCopy } from "./types";
import { ROI_PATH } from "./roi-calculator-copy";

export const roiCalculatorPage: PageCopy = {
  path: ROI_PATH,
  title: "SEO ROI Calculator: The Leads a Plan Needs to Pay for Itself",
  description:
    "Weigh an SEO plan's monthly cost against your customer value and close rate: the leads and customers a month that pay for it, and what a 3× return takes.",
  h1: "SEO ROI Calculator",
  intro: [
    "Pick a plan, enter what a customer is worth to you and how many leads you close. The calculator shows how many leads a month pay for the plan.",
  ],
  sections: [],
  cta: { label: "Start Free Audit", href: "/national-seo-audit" },
  closing: {
    title: "See What Is Holding Your Site Back",
    text: "The free audit checks your page in about a minute and shows what to fix first, so the leads you need can find you.",
    secondary: { label: "Compare Plans", href: "/#pricing" },
  },
};

/** The form's first values, a typical small business's. */
export const ROI_DEFAULTS = { plan: "professional", value: "1500", close: "20" } as const;

export interface RoiPlan {
  id: string;
  /** "DIY Platform · Professional ($249/mo)" */
  label: string;
  name: string;
  price: number;
}

/** Every plan with a monthly price, in the pricing section's order (custom and one-time prices have none to weigh). */
export const roiPlans: RoiPlan[] = pricingTabs.flatMap((tab) =>
  plansByTab[tab.id].flatMap((plan) =>
    typeof plan.price === "number" && plan.billing === "monthly"
      ? [
          {
            id: plan.id,
            name: plan.name,
            price: plan.price,
            label: `${tab.label} · ${plan.name} (${plan.isStartingAt ? "from " : ""}$${plan.price.toLocaleString("en-US")}/mo)`,
          },
        ]
      : [],
  ),
);
