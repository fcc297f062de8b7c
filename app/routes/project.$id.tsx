import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AccountPage } from "~/components/account/account-shell";
import { requireViewer } from "~/lib/auth/guards.server";
import { privateMeta } from "~/lib/seo/meta";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireViewer(request, context);
  return { projectId: params.id ?? "" };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => privateMeta(`Project ${data?.projectId ?? ""}`.trim());

export default function ProjectPage() {
  const { projectId } = useLoaderData<typeof loader>();
  return <AccountPage title={`Project ${projectId}`} />;
}
