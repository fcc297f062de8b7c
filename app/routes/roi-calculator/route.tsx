import "~/shared-chunk";
import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useEffect } from "react";
import { StaticPageRoute } from "~/components/pages/static-page-route";
import { attachRoiCalculator } from "~/components/roi/roi-calculator.behaviour";
import { firstScreenLinks } from "~/lib/markup/first-screen";
import { contentPageMeta } from "~/lib/seo/route-meta";
import { roiPageData } from "./roi-page-data.server";

/** /roi-calculator: what a plan must bring in to pay for itself (issue 34 §5). */
export const loader = ({ request, context }: LoaderFunctionArgs) => roiPageData(request, context);

/** A thrown answer's headers, and the loader's Cache-Control for figures asked for (never kept at the edge). */
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const headers = new Headers(errorHeaders ?? undefined);
  const cache = loaderHeaders.get("Cache-Control");
  if (cache) headers.set("Cache-Control", cache);
  return headers;
};

export const meta = contentPageMeta;

export const links = firstScreenLinks;

export default function RoiCalculatorRoute() {
  useEffect(() => attachRoiCalculator(document), []);
  return <StaticPageRoute />;
}
