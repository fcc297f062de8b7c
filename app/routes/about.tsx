import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CopyPageRoute } from "~/components/pages/copy-page-route";
import { aboutPage } from "~/content/pages";
import { copyPageData } from "~/lib/page-data";
import { contentPageMeta } from "~/lib/route-meta";
import { siteOrigin } from "~/lib/site-origin.server";

export const loader = async ({ request, context }: LoaderFunctionArgs) =>
  copyPageData(aboutPage, siteOrigin(request, context.env));

export const meta = contentPageMeta;

export default CopyPageRoute;
