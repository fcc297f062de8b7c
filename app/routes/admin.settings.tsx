import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { AccountPage } from "~/components/account/account-page";
import { EmptyState } from "~/components/account/empty-state";
import { adminPages } from "~/content/account-pages";
import { requireAdmin } from "~/lib/auth/guards.server";
import { privateMeta } from "~/lib/seo/meta";

const page = adminPages.settings;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return null;
}

export const meta: MetaFunction = () => privateMeta(page.title);

export default function Page() {
  return (
    <AccountPage title={page.title} description={page.description}>
      <EmptyState copy={page.empty} />
    </AccountPage>
  );
}
