import "~/shared-chunk";
import { ProofRecordPage } from "~/components/admin/proof-pages";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { accountFrame } from "~/components/account/account-frame";
import { ClientLogoFields } from "~/components/admin/client-logo-fields";
import { logoCopy as copy } from "~/content/proof";
import { requireAdmin } from "~/lib/auth/guards.server";
import { formText, readForm } from "~/lib/http/form-data";
import { notFound } from "~/lib/http/not-found.server";
import { clientLogoSchema, type ClientLogoField } from "~/lib/proof/client-logo-schema";
import { parseProofForm, refusedProofForm } from "~/lib/proof/proof-form.server";
import { clientLogosTable, type StoredClientLogo } from "~/lib/proof/records.server";
import { privateMeta } from "~/lib/seo/meta";

const formValues = (logo: StoredClientLogo): Partial<Record<ClientLogoField, string>> => ({
  name: logo.name,
  imageUrl: logo.image_url,
  linkUrl: logo.link_url ?? "",
  position: String(logo.position),
  published: logo.published ? "on" : "",
});

/** One client logo and its form. Queries: 1. */

export const handle = accountFrame;
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const logo = await clientLogosTable.get(context, params.id ?? "");
  if (!logo) throw notFound(request);
  return { logo, values: formValues(logo) };
}

/** `intent=save` saves the form, `intent=delete` deletes the logo. Queries: 1. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const form = await readForm(request);
  const id = params.id ?? "";
  if (formText(form, "intent") === "delete") {
    if (!(await clientLogosTable.remove(context, request, id))) throw notFound(request);
    return redirect(copy.back.href);
  }
  const parsed = parseProofForm(clientLogoSchema, form);
  if (!parsed.ok) return parsed.reply;
  const saved = await clientLogosTable.update(context, request, id, parsed.data);
  if (saved === "missing") throw notFound(request);
  if (saved !== "saved") return refusedProofForm(clientLogoSchema, form);
  return redirect(copy.back.href);
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  privateMeta(data ? `${copy.editHeading}: ${data.logo.name}` : copy.editHeading);

/** The form, then deleting it. */
export default function ClientLogoPage() {
  const { logo, values } = useLoaderData<typeof loader>();
  return (
    <ProofRecordPage
      title={logo.name}
      description={copy.editHeading}
      copy={copy}
      values={values}
      reply={useActionData<typeof action>()}
      fields={ClientLogoFields}
    />
  );
}
