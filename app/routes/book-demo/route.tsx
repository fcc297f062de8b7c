import "~/shared-chunk";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { FormPage } from "~/components/pages/form-page";
import { ServerForm } from "~/components/forms/server-form";
import { formHeaders } from "~/lib/http/error-headers";
import { contentPageMeta } from "~/lib/seo/route-meta";
import { requestContactBook } from "~/lib/site/contact-book.server";
import { bookDemoPageData, submitDemoRequest } from "./book-demo-page.server";
import { firstScreenLinks } from "~/lib/markup/first-screen";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return bookDemoPageData(request, context.env, await requestContactBook(context));
}

export const headers = formHeaders;

export async function action({ request, context }: ActionFunctionArgs) {
  return submitDemoRequest({ request, context });
}

export const meta = contentPageMeta;

export const links = firstScreenLinks;

export default function BookDemoRoute() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <FormPage markup={data.markup}>
      <ServerForm html={reply?.markup?.form ?? data.markup?.form} reply={reply} />
    </FormPage>
  );
}
