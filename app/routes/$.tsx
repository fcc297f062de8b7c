import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { NotFoundPage } from "~/components/errors/not-found-page";
import { notFound } from "~/lib/not-found.server";
import { errorMeta } from "~/lib/seo";

/** Every path no other route claims. */
export async function loader({ request }: LoaderFunctionArgs) {
  throw notFound(request);
}

export async function action({ request }: LoaderFunctionArgs) {
  throw notFound(request);
}

export const meta: MetaFunction = ({ error }) => errorMeta(error);

export function ErrorBoundary() {
  return <NotFoundPage />;
}
