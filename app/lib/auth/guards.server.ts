import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { REDIRECT_MAX_LENGTH } from "~/lib/http/request-limits";
import { landingFor } from "./landing.server";
import type { Viewer } from "./viewer";

/** The path (and query) of the request, or null when it is longer than sign-in would honour. */
function returnPath(request: Request): string | null {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  return back.length > REDIRECT_MAX_LENGTH ? null : back;
}

/**
 * Where a signed-out visitor is sent: sign-in, with the path (and query) to come back to. A return
 * path longer than sign-in would honour is left out rather than echoed into a huge Location header.
 */
export function signInPath(request: Request): string {
  const back = returnPath(request);
  return back === null ? "/auth" : `/auth?${new URLSearchParams({ redirectTo: back })}`;
}

/** Where an admin below aal2 is sent: the code prompt (or enrolment), then back here (ADR 026). */
export function twoStepPath(request: Request): string {
  const back = returnPath(request);
  return back === null ? "/auth/mfa" : `/auth/mfa?${new URLSearchParams({ redirectTo: back })}`;
}

/**
 * A session the auth server confirms (a signed-out or ended session's cookie opens nothing,
 * ADR 026), at any assurance level: the two-step prompt itself. Else sign-in, and back here.
 */
export async function requireSession(request: Request, context: AppLoadContext): Promise<Viewer> {
  const viewer = await context.auth.confirmedViewer();
  if (!viewer) throw redirect(signInPath(request));
  return viewer;
}

/**
 * Private pages: a confirmed session; a viewer who has an authenticator app but has not yet
 * entered its code in this session is sent to the prompt first, then back here.
 */
export async function requireViewer(request: Request, context: AppLoadContext): Promise<Viewer> {
  const viewer = await requireSession(request, context);
  if (viewer.twoStepPending) throw redirect(twoStepPath(request), 303);
  return viewer;
}

/**
 * Admin pages: signed out → sign-in; signed in without the admin role → 403; an admin whose
 * session has not passed the second factor → /auth/mfa (the database refuses admin data below
 * aal2 anyway, ADR 017).
 */
export async function requireAdmin(request: Request, context: AppLoadContext): Promise<Viewer> {
  const viewer = await requireViewer(request, context);
  if (!viewer.isAdmin) {
    console.warn(`403 Forbidden: ${viewer.id} requested ${new URL(request.url).pathname}`);
    throw new Response("Forbidden", { status: 403, statusText: "Forbidden" });
  }
  if (viewer.aal !== "aal2") throw redirect(twoStepPath(request), 303);
  return viewer;
}

/**
 * Sign-in pages: a signed-in visitor has nothing to do there; on to the page asked for, or with
 * none (`to` empty) to the account's landing (admins the lead inbox, ADR 048).
 */
export async function redirectIfSignedIn(context: AppLoadContext, to: string): Promise<void> {
  const viewer = await context.auth.confirmedViewer();
  if (viewer) throw redirect(to || landingFor(viewer));
}
