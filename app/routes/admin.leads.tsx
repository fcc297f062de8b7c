import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { AccountPage } from "~/components/account/account-shell";
import { requireAdmin } from "~/lib/auth/guards.server";
import { privateMeta } from "~/lib/seo/meta";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return null;
}

export const meta: MetaFunction = () => privateMeta("Leads");

export default function Page() {
  return <AccountPage title="Leads" />;
}
