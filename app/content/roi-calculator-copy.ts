/**
 * The ROI calculator's form and figures in words (issue 34 §5), apart from the plans
 * (roi-calculator.ts), so the page's script carries these and not the pricing content.
 */

export const ROI_PATH = "/roi-calculator";

/** The longest value a field of the calculator takes (its inputs' maxlength; longer is not read). */
export const ROI_FIELD_MAX_LENGTH = 40;

/** The form's words; the field names are the query's (a GET form, so a result has its own link). */
export const roiCopy = {
  formTitle: "Your Numbers",
  plan: { name: "plan", label: "Plan" },
  value: {
    name: "value",
    label: "Average customer value ($)",
    hint: "What one new customer is worth to you over the first year.",
  },
  close: { name: "close", label: "Close rate (%)", hint: "Of every 100 leads, how many become customers." },
  submit: "Calculate",
  resultsTitle: "What the Plan Has to Bring In",
  figures: {
    monthlyCost: "Plan cost a month",
    leadValue: "One lead is worth",
    leadsToBreakEven: "Leads a month to break even",
    customersToBreakEven: "New customers a month to break even",
    leadsForTripleReturn: "Leads a month for a 3× return",
  },
  summary: (plan: string, leads: number) =>
    `${plan} pays for itself with ${leads} ${leads === 1 ? "lead" : "leads"} a month.`,
  invalidSummary: "Correct the numbers above to see the figures.",
  note: "A lead is an inquiry: a call, a form or a booking. The figures count the first year's value of a customer only, and leave out your own time.",
  errors: {
    plan: "Choose a plan from the list.",
    value: "Enter your average customer value in dollars, from $1 to $10,000,000.",
    close: "Enter a close rate from 0.1% to 100%.",
  },
} as const;
