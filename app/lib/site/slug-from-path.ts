/**
 * The slug of a page served at the site's root, from the request's path:
 * "/tampa-seo-services" (with or without a trailing slash) → "tampa-seo-services".
 * Config routes (remix.config.js) have no :slug parameter, so their loaders use this.
 */
export function slugFromPath(request: Request): string {
  return new URL(request.url).pathname.replace(/^\/+|\/+$/g, "");
}
