import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AccountPage } from "~/components/account/account-shell";
import { VitalsTable } from "~/components/account/vitals-table";
import { requireAdmin } from "~/lib/auth/guards.server";
import { privateMeta } from "~/lib/seo/meta";
import { vitalsSummary } from "~/lib/vitals/report.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return { vitals: await vitalsSummary(context.auth.client().supabase) };
}

export const meta: MetaFunction = () => privateMeta("Analytics");

export default function Page() {
  const { vitals } = useLoaderData<typeof loader>();
  return (
    <AccountPage title="Analytics">
      <VitalsTable rows={vitals.ok ? vitals.rows : []} unavailable={!vitals.ok} />
    </AccountPage>
  );
}
