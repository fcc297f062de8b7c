import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { SignedInShell } from "~/components/account/signed-in-shell";
import { requireAdmin } from "~/lib/auth/guards.server";
import { privateMeta } from "~/lib/seo/meta";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { viewer: await requireAdmin(request, context) };
}

export const meta: MetaFunction = () => privateMeta("Analytics");

export default function Page() {
  const { viewer } = useLoaderData<typeof loader>();
  return <SignedInShell viewer={viewer} title="Analytics" />;
}
