import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { SignedInShell } from "~/components/account/signed-in-shell";
import { requireViewer } from "~/lib/auth/guards.server";
import { privateMeta } from "~/lib/seo/meta";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { viewer: await requireViewer(request, context) };
}

export const meta: MetaFunction = () => privateMeta("Dashboard");

export default function Page() {
  const { viewer } = useLoaderData<typeof loader>();
  return <SignedInShell viewer={viewer} title="Dashboard" />;
}
