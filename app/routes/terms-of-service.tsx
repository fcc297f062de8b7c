import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CopyPageRoute } from "~/components/pages/copy-page-route";
import { termsOfServicePage } from "~/content/pages-legal";
import { copyPageData } from "~/lib/seo/page-data";
import { contentPageMeta } from "~/lib/seo/route-meta";
import { siteOrigin } from "~/lib/http/site-origin.server";

export const loader = async ({ request, context }: LoaderFunctionArgs) =>
  copyPageData(termsOfServicePage, siteOrigin(request, context.env));

export const meta = contentPageMeta;

export default CopyPageRoute;
