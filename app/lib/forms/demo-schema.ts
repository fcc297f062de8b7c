import { z } from "zod";
import { leadMessages } from "~/content/lead-form-messages";
import { demoTimeWindows, leadFieldLimits, type DemoTimeWindow } from "~/content/lead-forms";
import { emailField, nameField, optionalMessageField, orNull, phoneField, requiredCompanyField } from "./fields";
import type { LeadInsert } from "./lead-row";

const DAY_MS = 86_400_000;
const timeValues = demoTimeWindows.map((option) => option.value) as [DemoTimeWindow, ...DemoTimeWindow[]];

/**
 * Whether `value` (YYYY-MM-DD, as a date input sends it) is a real day from today to the booking
 * horizon. "Today" is taken a day early, so a visitor west of UTC late in the evening can still
 * pick their own today.
 */
export function isBookableDate(value: string, now: Date): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(day) || isoDay(day) !== value) return false;
  const { first, last } = bookableDays(now);
  return day >= first && day <= last;
}

/** The same bounds as YYYY-MM-DD, for the date picker's min and max. */
export function bookableDateRange(now: Date): { min: string; max: string } {
  const { first, last } = bookableDays(now);
  return { min: isoDay(first), max: isoDay(last) };
}

function bookableDays(now: Date): { first: number; last: number } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { first: today - DAY_MS, last: today + leadFieldLimits.bookingDaysAhead * DAY_MS };
}

function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The demo-booking form (/book-demo), judged against `now` (the request's time). */
export function demoSchema(now: Date) {
  return z.object({
    name: nameField,
    email: emailField,
    company: requiredCompanyField,
    phone: phoneField,
    preferredDate: z
      .string()
      .trim()
      .min(1, leadMessages.dateRequired)
      .refine((value) => isBookableDate(value, now), leadMessages.dateInvalid),
    preferredTime: z.enum(timeValues, { errorMap: () => ({ message: leadMessages.timeRequired }) }),
    message: optionalMessageField,
  });
}

export type DemoSubmission = z.infer<ReturnType<typeof demoSchema>>;
export type DemoField = keyof DemoSubmission;

/** The row public.leads stores for a demo booking. */
export function demoLeadRow(data: DemoSubmission): LeadInsert {
  return {
    kind: "demo",
    name: data.name,
    email: data.email,
    company: data.company,
    phone: orNull(data.phone),
    message: orNull(data.message),
    preferred_date: data.preferredDate,
    preferred_time: data.preferredTime,
  };
}
