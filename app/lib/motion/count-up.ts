import { COUNTER_ANIMATION } from "~/content/timings";

/** A printed figure split around its number: "98%" → "", 98, "%" (one decimal place kept). */
export interface Figure {
  prefix: string;
  number: number;
  decimals: number;
  suffix: string;
}

export function parseFigure(text: string): Figure | null {
  const match = /^(\D*)(\d+(?:\.\d+)?)(.*)$/.exec(text);
  if (!match) return null;
  const [, prefix = "", digits = "", suffix = ""] = match;
  return { prefix, number: Number(digits), decimals: digits.split(".")[1]?.length ?? 0, suffix };
}

/**
 * Whether a figure counts up: numbers above the cap (999) are printed as they are, so a
 * "1,500+" never passes through figures nobody claimed (docs/product.md §4.4).
 */
export function counts(figure: Figure | null): figure is Figure {
  return figure !== null && figure.number > 0 && figure.number <= COUNTER_ANIMATION.cap;
}

/** When the counter at `index` of its group starts, after it enters view. */
export function counterDelay(index: number): number {
  return index * COUNTER_ANIMATION.staggerMs;
}

/** The text shown `elapsed` ms after the counter started: eased out, ending on the printed text. */
export function countUpText(figure: Figure, text: string, elapsed: number): string {
  const t = Math.min(Math.max(elapsed / COUNTER_ANIMATION.durationMs, 0), 1);
  if (t >= 1) return text;
  const eased = 1 - (1 - t) ** 3;
  const value = (figure.number * eased).toFixed(figure.decimals);
  return `${figure.prefix}${value}${figure.suffix}`;
}
