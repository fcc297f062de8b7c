import type { data } from "@remix-run/cloudflare";

/** What an action answers: a redirect (a Response) or its data with a status and headers (`data()`). */
type Answer = Response | ReturnType<typeof data<unknown>>;

/** An action's answer as the Response a visitor gets, for tests that read its status, headers and JSON. */
export const asResponse = (answer: Answer): Response =>
  answer instanceof Response ? answer : Response.json(answer.data, answer.init ?? undefined);
