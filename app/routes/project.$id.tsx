import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { SignedInShell } from "~/components/account/signed-in-shell";
import { requireViewer } from "~/lib/auth/guards.server";
import { privateMeta } from "~/lib/seo/meta";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return { viewer: await requireViewer(request, context), projectId: params.id ?? "" };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => privateMeta(`Project ${data?.projectId ?? ""}`.trim());

export default function ProjectPage() {
  const { viewer, projectId } = useLoaderData<typeof loader>();
  return <SignedInShell viewer={viewer} title={`Project ${projectId}`} />;
}
