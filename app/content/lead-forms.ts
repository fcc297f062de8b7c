/**
 * Copy of the contact and demo-booking forms: labels, validation messages and the answers shown
 * after a submission. The schemas in app/lib/forms read the messages from here.
 */
import { phones, site } from "./site";

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

export const leadMessages = {
  nameRequired: "Please enter your name.",
  nameTooLong: `Please keep your name under ${leadFieldLimits.name} characters.`,
  emailRequired: "Please enter your email address.",
  emailInvalid: "Please enter a valid email address, like name@company.com.",
  phoneInvalid: "Please enter a phone number with digits only, spaces, dashes or brackets.",
  companyRequired: "Please enter your company or organization.",
  tooLong: "This is longer than we can accept; please shorten it.",
  controlCharacters: "Please remove the invisible control characters from this field.",
  serviceRequired: "Please choose the service you are interested in.",
  messageRequired: "Please tell us a little about what you need.",
  dateRequired: "Please choose a date for the demo.",
  dateInvalid: "Please choose a date from today onwards, within the next six months.",
  timeRequired: "Please choose a time of day.",
  /** Shown above a form sent back with errors. */
  fixErrors: "Please correct the highlighted fields and send the form again.",
  /** Shown when the submission could not be stored (503): the visitor's values are kept. */
  unavailable: `We could not send your request just now. Your answers are still here: please try again in a few minutes, or call us toll free at ${phones.tollFree.display} or email ${site.email}.`,
} as const;

/** Parts of the day a demo can be booked in (office hours, visitor's local time). */
export const demoTimeWindows = [
  { value: "morning", label: "Morning (9 a.m. to 12 p.m.)" },
  { value: "afternoon", label: "Afternoon (12 p.m. to 5 p.m.)" },
] as const;

export type DemoTimeWindow = (typeof demoTimeWindows)[number]["value"];

export const contactFormCopy = {
  title: "Send us a message",
  submit: "Send Message",
  pending: "Sending…",
  success: "Thank you! Your message is on its way. A specialist will reply within one business day.",
} as const;

export const demoFormCopy = {
  title: "Book your session",
  submit: "Book My Demo",
  pending: "Booking…",
  success: "Thank you! Your demo request is in. We will email you within one business day to confirm the time.",
} as const;
