import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AccountPage } from "~/components/account/account-page";
import { DetailsPanel } from "~/components/account/details-panel";
import { profileDetails as details, profilePage as page } from "~/content/account-pages";
import { requireViewer } from "~/lib/auth/guards.server";
import { privateMeta } from "~/lib/seo/meta";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, context);
  return { fullName: viewer.fullName, email: viewer.email, isAdmin: viewer.isAdmin };
}

export const meta: MetaFunction = () => privateMeta(page.title);

export default function Page() {
  const account = useLoaderData<typeof loader>();
  const notSet = <span className="text-fg-subtle">{details.notSet}</span>;
  return (
    <AccountPage title={page.title} description={page.description}>
      <DetailsPanel
        title={details.title}
        description={details.description}
        items={[
          { term: details.name, detail: account.fullName ?? notSet },
          { term: details.email, detail: account.email ?? notSet },
          { term: details.role, detail: account.isAdmin ? details.roles.admin : details.roles.user },
        ]}
      />
    </AccountPage>
  );
}
