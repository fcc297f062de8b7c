import "~/shared-chunk";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { accountFrame } from "~/components/account/account-frame";
import { AccountPage } from "~/components/account/account-page";
import { DeletePanel } from "~/components/account/delete-panel";
import { PanelForm } from "~/components/account/panel-form";
import { ClientLogoFields } from "~/components/admin/client-logo-fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { logoCopy as copy } from "~/content/proof";
import { EDGE_TTL_SECONDS } from "~/lib/http/cache-control";
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

const EDIT_FORM = "logo";

/** The form, then deleting it. */
export default function ClientLogoPage() {
  const { logo, values } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <AccountPage title={logo.name} description={copy.editHeading} back={copy.back}>
      <PanelForm
        id={EDIT_FORM}
        title={copy.editHeading}
        description={copy.editText(Math.round(EDGE_TTL_SECONDS / 60))}
        reply={reply}
      >
        <ClientLogoFields id={EDIT_FORM} values={reply?.values ?? values} errors={reply?.errors ?? {}} />
        <SubmitButton name="intent" value="save" pendingLabel={copy.saving} className="sm:w-auto sm:self-start">
          {copy.save}
        </SubmitButton>
      </PanelForm>
      <DeletePanel copy={copy} />
    </AccountPage>
  );
}
