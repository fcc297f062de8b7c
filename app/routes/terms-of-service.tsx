import { CopyPageRoute } from "~/components/pages/copy-page-route";
import { termsOfServicePage } from "~/content/pages-legal";
import { copyPageData } from "~/lib/page-data";
import { contentPageMeta } from "~/lib/route-meta";

export const loader = async () => copyPageData(termsOfServicePage);

export const meta = contentPageMeta;

export default CopyPageRoute;
