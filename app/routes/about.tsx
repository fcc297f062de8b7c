import { CopyPageRoute } from "~/components/pages/copy-page-route";
import { aboutPage } from "~/content/pages";
import { copyPageData } from "~/lib/page-data";
import { contentPageMeta } from "~/lib/route-meta";

export const loader = async () => copyPageData(aboutPage);

export const meta = contentPageMeta;

export default CopyPageRoute;
