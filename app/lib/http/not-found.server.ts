/** A 404 for the nearest error boundary; the missing path is logged (docs/product.md §2). */
export function notFound(request: Request): Response {
  const { pathname, search } = new URL(request.url);
  console.warn(`404 Not Found: ${pathname}${search}`);
  return new Response("Not Found", { status: 404, statusText: "Not Found" });
}
