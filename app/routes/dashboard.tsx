import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { AccountPage } from "~/components/account/account-page";
import { EmptyState } from "~/components/account/empty-state";
import { dashboardPage as page } from "~/content/account-pages";
import { requireViewer } from "~/lib/auth/guards.server";
import { privateMeta } from "~/lib/seo/meta";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireViewer(request, context);
  return null;
}

export const meta: MetaFunction = () => privateMeta(page.title);

export default function Page() {
  return (
    <AccountPage title={page.title} description={page.description}>
      {page.empty ? <EmptyState copy={page.empty} /> : null}
    </AccountPage>
  );
}
