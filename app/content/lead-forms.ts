/**
 * Copy of the contact and demo-booking forms: labels, limits and the answers shown after a
 * submission. The validation messages, which only the server writes, are in lead-form-messages.ts.
 */

export const leadFieldLabels = {
  name: "Full name",
  email: "Work email",
  phone: "Phone (optional)",
  company: "Company",
  companyOptional: "Company (optional)",
  service: "What can we help with?",
  servicePlaceholder: "Choose a service",
  message: "How can we help?",
  messageOptional: "Anything we should know? (optional)",
  preferredDate: "Preferred date",
  preferredTime: "Preferred time",
  timePlaceholder: "Choose a time",
} as const;

export const leadFieldLimits = {
  name: 120,
  email: 254,
  phone: 40,
  company: 160,
  message: 4000,
  /** How far ahead a demo can be booked. */
  bookingDaysAhead: 180,
} as const;

/** Parts of the day a demo can be booked in (office hours, visitor's local time). */
export const demoTimeWindows = [
  { value: "morning", label: "Morning (9 a.m. to 12 p.m.)" },
  { value: "afternoon", label: "Afternoon (12 p.m. to 5 p.m.)" },
] as const;

export type DemoTimeWindow = (typeof demoTimeWindows)[number]["value"];

export const contactFormCopy = {
  title: "Send Us a Message",
  submit: "Send Message",
  pending: "Sending…",
  success: "Thank you! Your message is on its way. A specialist will reply within one business day.",
} as const;

export const demoFormCopy = {
  title: "Book Your Session",
  submit: "Book My Demo",
  pending: "Booking…",
  success: "Thank you! Your demo request is in. We will email you within one business day to confirm the time.",
} as const;
