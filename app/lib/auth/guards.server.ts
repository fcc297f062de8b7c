import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { REDIRECT_MAX_LENGTH } from "~/lib/http/request-limits";
import type { Viewer } from "./viewer";

/**
 * Where a signed-out visitor is sent: sign-in, with the path (and query) to come back to. A return
 * path longer than sign-in would honour is left out rather than echoed into a huge Location header.
 */
export function signInPath(request: Request): string {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  return back.length > REDIRECT_MAX_LENGTH ? "/auth" : `/auth?${new URLSearchParams({ redirectTo: back })}`;
}

/** Signed-out visitors go to sign-in, and come back here afterwards. */
export async function requireViewer(request: Request, context: AppLoadContext): Promise<Viewer> {
  const viewer = await context.auth.viewer();
  if (!viewer) throw redirect(signInPath(request));
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
