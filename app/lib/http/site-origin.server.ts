/** The origin canonical URLs are built on: SITE_URL in production, else the request's own. */
export function siteOrigin(request: Request, env: Pick<Env, "SITE_URL">): string {
  if (env.SITE_URL) {
    try {
      return new URL(env.SITE_URL).origin;
    } catch {
      console.error("SITE_URL is not an absolute URL; using the request origin instead");
    }
  }
  return new URL(request.url).origin;
}

/** Whether the site itself is being served over https (cookies get Secure, CSP upgrades). */
export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}
