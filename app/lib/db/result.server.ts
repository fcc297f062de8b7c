/**
 * Turning a supabase-js answer into data or an error page. A read the page cannot do without that
 * fails (the database down, a refused request) becomes a thrown 503 Response, which the route's
 * error boundary renders; the cause is logged, never the rows.
 */

interface QueryAnswer<T> {
  data: T | null;
  error: { code?: string; message: string } | null;
  status?: number;
}

export const DATABASE_UNAVAILABLE = "The database did not answer. Please try again in a moment.";

/**
 * Text Postgres cannot store (a NUL byte: 22021; a character its encoding lacks: 22P05) is the
 * request's fault, not an outage: a 400, never a 503 that pages someone (issue 24). The forms refuse
 * control characters before they get here (parseForm); this is the net under them.
 */
const INVALID_TEXT_CODES = new Set(["22021", "22P05"]);
export const INVALID_TEXT = "The text contains characters that cannot be stored. Please remove them and try again.";

export function dataOrThrow<T>(answer: QueryAnswer<T>, what: string): T {
  if (answer.error?.code && INVALID_TEXT_CODES.has(answer.error.code)) {
    throw new Response(INVALID_TEXT, { status: 400, statusText: "Bad Request" });
  }
  if (answer.error || answer.data === null) {
    console.error(`${what} failed:`, answer.status, answer.error?.code, answer.error?.message ?? "no data");
    throw new Response(DATABASE_UNAVAILABLE, { status: 503, statusText: "Service Unavailable" });
  }
  return answer.data;
}

/** Runs a query that may throw (a network failure inside supabase-js) as one that answers. */
export async function settle<T>(query: PromiseLike<QueryAnswer<T>>): Promise<QueryAnswer<T>> {
  try {
    return await query;
  } catch (error) {
    return { data: null, error: { message: error instanceof Error ? error.message : String(error) }, status: 0 };
  }
}

/** Ids in URLs are checked before they reach the database (a malformed uuid is a 400 there). */
export function isUuid(value: string | undefined): value is string {
  return typeof value === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** Positive integer ids (leads) from a URL segment, or null. */
export function positiveId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}
