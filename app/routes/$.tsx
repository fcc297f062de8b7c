import "~/shared-chunk";
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { NotFoundPage } from "~/components/errors/not-found-page";
import { notFound } from "~/lib/http/not-found.server";
import { cacheControl } from "~/lib/http/cache-control";
import { permanentRedirectTarget } from "~/lib/http/redirects";
import { errorMeta } from "~/lib/seo/meta";

/** Every path no other route claims: a permanent redirect if the path moved (ADR 008), else 404. */
export async function loader({ request }: LoaderFunctionArgs) {
  const target = permanentRedirectTarget(new URL(request.url));
  if (target) throw redirect(target, { status: 301, headers: { "Cache-Control": cacheControl.permanentRedirect } });
  throw notFound(request);
}

export async function action({ request }: LoaderFunctionArgs) {
  throw notFound(request);
}

export const meta: MetaFunction = ({ error }) => errorMeta(error);

export function ErrorBoundary() {
  return <NotFoundPage />;
}
