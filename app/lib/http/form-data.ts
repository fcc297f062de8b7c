/** A text field from submitted form data: trimmed, and "" when absent or a file. */
export function formText(form: FormData, name: string, { trim = true } = {}): string {
  const value = form.get(name);
  if (typeof value !== "string") return "";
  return trim ? value.trim() : value;
}

/**
 * The submitted form of a POST. Anything else is answered with a 4xx the error boundary
 * explains (405 for another method, 415 for a body that is not a form, 400 for one that
 * cannot be parsed), never with a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  requirePost(request);
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
    throw new Response("This address accepts HTML form submissions only.", {
      status: 415,
      statusText: "Unsupported Media Type",
    });
  }
  try {
    return await request.formData();
  } catch {
    throw new Response("The submitted form could not be read. Please try again.", {
      status: 400,
      statusText: "Bad Request",
    });
  }
}

/** Actions change state: only POST may reach them. */
export function requirePost(request: Request): void {
  if (request.method !== "POST") {
    throw new Response("Use the form on the page to send this.", {
      status: 405,
      statusText: "Method Not Allowed",
      headers: { Allow: "POST" },
    });
  }
}
