import "~/shared-chunk";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet } from "@remix-run/react";
import { notFound } from "~/lib/http/not-found.server";
import { privateMeta } from "~/lib/seo/meta";

/**
 * Routes the e2e suite needs to prove streaming and the error screen. They exist only
 * when the worker runs with DIAGNOSTICS_ROUTES=1 (the test server); elsewhere they are 404.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (context.env.DIAGNOSTICS_ROUTES !== "1") throw notFound(request);
  return null;
}

export const meta = () => privateMeta("Diagnostics");

export default function Diagnostics() {
  return <Outlet />;
}
