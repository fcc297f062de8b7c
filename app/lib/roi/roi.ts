/**
 * The ROI calculator's arithmetic and its fields' rules (issue 34 §5), shared by the page's loader
 * (the figures without JavaScript) and its behaviour (the same figures as the visitor types), so
 * both always agree. Pure: no DOM, no network.
 */
import { roiCopy } from "~/content/roi-calculator-copy";

export const ROI_LIMITS = { value: { min: 1, max: 10_000_000 }, close: { min: 0.1, max: 100 } } as const;

export interface RoiFigures {
  monthlyCost: number;
  /** What one lead brings in on average: the customer's value times the close rate. */
  leadValue: number;
  leadsToBreakEven: number;
  customersToBreakEven: number;
  leadsForTripleReturn: number;
}

/** Whole leads and customers: a fraction of one still has to be one. A hair's tolerance for float error. */
const wholeAtLeast = (amount: number) => Math.max(1, Math.ceil(amount - 1e-9));

export function roiFigures({ price, value, close }: { price: number; value: number; close: number }): RoiFigures {
  const leadValue = (value * close) / 100;
  return {
    monthlyCost: price,
    leadValue,
    leadsToBreakEven: wholeAtLeast(price / leadValue),
    customersToBreakEven: wholeAtLeast(price / value),
    leadsForTripleReturn: wholeAtLeast((3 * price) / leadValue),
  };
}

/** "$1,500.50", "1500", "1 500" → 1500.5; anything else → null. */
export function parseAmount(text: string): number | null {
  const plain = text.trim().replace(/^\$/, "").replace(/[,\s]/g, "").replace(/%$/, "");
  if (!/^\d+(\.\d+)?$/.test(plain) || plain.length > 15) return null;
  return Number(plain);
}

/** Dollars as the figures show them: whole dollars, cents only where there are some. */
export function formatUsd(amount: number): string {
  return `$${amount.toLocaleString("en-US", { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;
}

export type RoiField = "plan" | "value" | "close";

export interface RoiReading {
  errors: Partial<Record<RoiField, string>>;
  /** The figures, when every field is right. */
  figures: RoiFigures | null;
}

/**
 * Reads the form's three fields (as typed) against the plans' prices by id: each wrong field's
 * message, and the figures when none is wrong.
 */
export function readRoi(fields: Record<RoiField, string>, prices: ReadonlyMap<string, number>): RoiReading {
  const errors: RoiReading["errors"] = {};
  const price = prices.get(fields.plan);
  if (price === undefined) errors.plan = roiCopy.errors.plan;
  const value = parseAmount(fields.value);
  if (value === null || value < ROI_LIMITS.value.min || value > ROI_LIMITS.value.max)
    errors.value = roiCopy.errors.value;
  const close = parseAmount(fields.close);
  if (close === null || close < ROI_LIMITS.close.min || close > ROI_LIMITS.close.max)
    errors.close = roiCopy.errors.close;
  const figures =
    price !== undefined && value !== null && close !== null && Object.keys(errors).length === 0
      ? roiFigures({ price, value, close })
      : null;
  return { errors, figures };
}

export type RoiFigureKey = keyof RoiFigures;

/** The figures in the order the page shows them. */
export const ROI_FIGURE_KEYS: RoiFigureKey[] = [
  "leadsToBreakEven",
  "customersToBreakEven",
  "leadsForTripleReturn",
  "leadValue",
  "monthlyCost",
];

/** One figure as the page writes it, the same with and without JavaScript. */
export function formatFigure(key: RoiFigureKey, figures: RoiFigures): string {
  const amount = figures[key];
  return key === "monthlyCost" || key === "leadValue" ? formatUsd(amount) : amount.toLocaleString("en-US");
}

/** The plans as the page's script reads them from the form: price and name by id. */
export type RoiPlanTable = Record<string, { price: number; name: string }>;
