import "~/shared-chunk";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { Suspense } from "react";
import { AuthErrorPage as AuthErrorPageOnServer } from "~/components/auth/auth-error-page.server";
import { ServerForm } from "~/components/forms/server-form";
import { authPageAction, authPageLoader } from "./auth-page.server";
import { formHeaders } from "~/lib/http/error-headers";
import { privateMeta } from "~/lib/seo/meta";
import { serverOrLazy } from "~/lib/ui/server-or-lazy";

/** The error screens, the auth service's outage among them, fetched only when one shows. */
const AuthErrorPage = serverOrLazy(AuthErrorPageOnServer, () =>
  import("~/lazy/auth-unavailable").then((module) => module.AuthErrorPage),
);

export const headers = formHeaders;

export async function loader(args: LoaderFunctionArgs) {
  return authPageLoader(args);
}

export async function action(args: ActionFunctionArgs) {
  return authPageAction(args);
}

/** The title travels with the data (and with the outage's 503), so the page loads none of the copy. */
export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  privateMeta(data?.title ?? (error as { data?: { title?: string } } | undefined)?.data?.title ?? "");

export default function AuthPage() {
  const { markup } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return <ServerForm html={reply?.markup?.page ?? markup?.page} reply={reply} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <Suspense fallback={null}>
      <AuthErrorPage error={error} />
    </Suspense>
  );
}
