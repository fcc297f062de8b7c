import { CopyPageRoute } from "~/components/pages/copy-page-route";
import { privacyPolicyPage } from "~/content/pages-legal";
import { copyPageData } from "~/lib/page-data";
import { contentPageMeta } from "~/lib/route-meta";

export const loader = async () => copyPageData(privacyPolicyPage);

export const meta = contentPageMeta;

export default CopyPageRoute;
