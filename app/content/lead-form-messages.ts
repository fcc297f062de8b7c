/**
 * The messages the server answers a lead form with (the schemas in app/lib/forms and the lead
 * action): apart from the forms' copy, so the browser, which only shows what the server sent,
 * never loads them or the site's contact details they quote.
 */
import { leadFieldLimits } from "./lead-forms";
import { site } from "./site";

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
  /** Shown when the form was rendered more than an hour before it was sent (ADR 050). */
  formExpired:
    "This form was open for more than an hour, so it was not sent. Your answers are still here: please send it again.",
  /** Shown when the same rendered form was already sent with other answers (ADR 050). */
  formAlreadySent:
    "This form was already sent with different answers. Your new answers are still here: please send the form again to send them too.",
  /** Shown when the submission could not be stored (503): the visitor's values are kept. */
  unavailable: `We could not send your request just now. Your answers are still here: please try again in a few minutes, or email ${site.email}.`,
} as const;
