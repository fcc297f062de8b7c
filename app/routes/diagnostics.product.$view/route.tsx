import "~/shared-chunk";
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ServerMarkup } from "~/components/markup/server-markup";
import productStyles from "~/components/product/product.css";
import { notFound } from "~/lib/http/not-found.server";
import { privateMeta } from "~/lib/seo/meta";
import { isProductView, productViewMarkup } from "./product-view.server";

/**
 * One product view alone on the page, with the site's real CSS and typeface, for
 * scripts/product-shots.mjs to photograph (ADR 024). Like every /diagnostics route it exists only
 * when the Worker runs with DIAGNOSTICS_ROUTES=1. Its width is the width the picture is drawn at.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  if (context.env.DIAGNOSTICS_ROUTES !== "1" || !isProductView(params.view)) throw notFound(request);
  return { markup: productViewMarkup(params.view, request) };
}

export const meta = () => privateMeta("Product view");

export const links: LinksFunction = () => [{ rel: "stylesheet", href: productStyles }];

export default function ProductView() {
  const { markup } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="p-10">
      <ServerMarkup html={markup} />
    </main>
  );
}
