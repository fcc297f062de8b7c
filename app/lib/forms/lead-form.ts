/** Shared by the lead forms' actions and their components. */

/** The query flag the page reads after a successful submission (post/redirect/get). */
export const SENT_PARAM = "sent";

/** The id of the form's section on its page; the success redirect returns to it. */
export const LEAD_FORM_ID = "request-form";
