import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AccountPage } from "~/components/account/account-page";
import { EmptyState } from "~/components/account/empty-state";
import { projectPage as page } from "~/content/account-pages";
import { requireViewer } from "~/lib/auth/guards.server";
import { privateMeta } from "~/lib/seo/meta";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireViewer(request, context);
  return { projectId: params.id ?? "" };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => privateMeta(page.title(data?.projectId ?? "").trim());

export default function ProjectPage() {
  const { projectId } = useLoaderData<typeof loader>();
  return (
    <AccountPage title={page.title(projectId)} description={page.description} back={page.back}>
      <EmptyState copy={page.empty} />
    </AccountPage>
  );
}
