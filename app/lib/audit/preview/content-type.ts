/** A response's media type, as the audit preview reads it. Pure, safe in the browser. */

/** The media type of a Content-Type header, lower case, without its parameters. */
export function mediaType(contentType: string | null): string {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

/** An HTML page's type (text/html or XHTML). */
export function isHtmlType(contentType: string | null): boolean {
  const type = mediaType(contentType);
  return type === "text/html" || type === "application/xhtml+xml";
}
