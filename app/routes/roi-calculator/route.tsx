import "~/shared-chunk";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useEffect } from "react";
import { StaticPageRoute } from "~/components/pages/static-page-route";
import { attachRoiCalculator } from "~/components/roi/roi-calculator.behaviour";
import { errorHeaders } from "~/lib/http/error-headers";
import { firstScreenLinks } from "~/lib/markup/first-screen";
import { contentPageMeta } from "~/lib/seo/route-meta";
import { roiPageData } from "./roi-page-data.server";

/** /roi-calculator: what a plan must bring in to pay for itself (issue 34 §5). */
export const loader = ({ request, context }: LoaderFunctionArgs) => roiPageData(request, context);

export const headers = errorHeaders;

export const meta = contentPageMeta;

export const links = firstScreenLinks;

export default function RoiCalculatorRoute() {
  useEffect(() => attachRoiCalculator(document), []);
  return <StaticPageRoute />;
}
