import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { AccountPage } from "~/components/account/account-shell";
import { requireViewer } from "~/lib/auth/guards.server";
import { privateMeta } from "~/lib/seo/meta";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireViewer(request, context);
  return null;
}

export const meta: MetaFunction = () => privateMeta("Dashboard");

export default function Page() {
  return <AccountPage title="Dashboard" />;
}
