import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { Viewer } from "./viewer";

/** The path (and query) to come back to after signing in. */
function returnPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** Signed-out visitors go to sign-in, and come back here afterwards. */
export async function requireViewer(request: Request, context: AppLoadContext): Promise<Viewer> {
  const viewer = await context.auth.viewer();
  if (!viewer) {
    throw redirect(`/auth?${new URLSearchParams({ redirectTo: returnPath(request) })}`);
  }
  return viewer;
}

/** Admin pages: signed out → sign-in; signed in without the admin role → 403. */
export async function requireAdmin(request: Request, context: AppLoadContext): Promise<Viewer> {
  const viewer = await requireViewer(request, context);
  if (!viewer.isAdmin) {
    console.warn(`403 Forbidden: ${viewer.id} requested ${new URL(request.url).pathname}`);
    throw new Response("Forbidden", { status: 403, statusText: "Forbidden" });
  }
  return viewer;
}

/** Sign-in pages: a signed-in visitor has nothing to do there. */
export async function redirectIfSignedIn(context: AppLoadContext, to: string): Promise<void> {
  if (await context.auth.viewer()) throw redirect(to);
}
