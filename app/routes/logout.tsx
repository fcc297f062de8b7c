import "~/shared-chunk";
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { signOutEverywhere } from "~/lib/auth/sign-out.server";
import { requirePost } from "~/lib/http/form-data";

/**
 * POST /logout: ends every session of the account, on every device (scope global, as the
 * specification says), then /auth (app/lib/auth/sign-out.server.ts, ADR 006).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  requirePost(request);
  return signOutEverywhere(request, context);
}

/** Signing out changes state, so it is POST-only; a stray GET just goes home. */
export async function loader() {
  return redirect("/");
}
