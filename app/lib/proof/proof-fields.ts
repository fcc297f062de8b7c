import { z } from "zod";
import { proofMessages as m } from "~/content/proof";

/** The checks every proof form shares (app/lib/proof/*-schema.ts); the tables say the same. */
const SITE_PATH = /^\/[A-Za-z0-9_.-][A-Za-z0-9/_.-]*$/;
const HTTPS = /^https:\/\/[^\s"<>]+$/;
export const isHttps = (value: string) => HTTPS.test(value) && URL.canParse(value);
/** A picture the company hosts: a path on the site or an https address (its storage). */
export const isImageAddress = (value: string) => SITE_PATH.test(value) || isHttps(value);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date written YYYY-MM-DD that exists and is not after today (UTC, a day's grace). */
export function isPastDate(value: string, now = Date.now()): boolean {
  if (!DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value) && time <= now + 86_400_000;
}

/** A field that may be left empty, else passes `check`. */
export const optional = (check: (value: string) => boolean, message: string, max = 500) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine((value) => value === "" || check(value), message);

/** A whole number of up to `digits` digits, at most `max`. */
export const wholeNumber = (max: number, message: string, digits = String(max).length) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{1,${digits}}$`), message)
    .refine((value) => Number(value) <= max, message);

/** The order on the page: lower shows first. */
export const position = wholeNumber(10_000, m.positionInvalid);

/** A checkbox: "on" when ticked, absent (read as "") when not. */
export const checkbox = z.string().transform((value) => value === "on" || value === "true");

export const consentDate = optional((value) => isPastDate(value), m.dateInvalid, 10);
