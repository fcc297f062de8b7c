/**
 * The messages the server answers a lead form with (the schemas in app/lib/forms and the lead
 * action): apart from the forms' copy, so the browser, which only shows what the server sent,
 * never loads them or the site's contact details they quote.
 */
import { leadFieldLimits } from "./lead-forms";
import { phones, site } from "./site";

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
