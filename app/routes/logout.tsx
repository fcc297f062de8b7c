import "~/shared-chunk";
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { signOutHere } from "~/lib/auth/sign-out.server";
import { requirePost } from "~/lib/http/form-data";

/** POST /logout: ends this browser's session, then /auth (app/lib/auth/sign-out.server.ts). */
export async function action({ request, context }: ActionFunctionArgs) {
  requirePost(request);
  return signOutHere(request, context);
}

/** Signing out changes state, so it is POST-only; a stray GET just goes home. */
export async function loader() {
  return redirect("/");
}
