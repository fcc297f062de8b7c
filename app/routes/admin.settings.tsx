import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AccountPage } from "~/components/account/account-page";
import { FormAlert } from "~/components/forms/form-alert";
import { TextField } from "~/components/forms/text-field";
import { settingsMessages } from "~/content/settings";
import { adminPages } from "~/content/account-pages";
import { requireAdmin } from "~/lib/auth/guards.server";
import { parseForm } from "~/lib/forms/parse";
import { formReply } from "~/lib/forms/reply.server";
import { forgetCachedPages } from "~/lib/http/edge-cache.server";
import { readForm } from "~/lib/http/form-data";
import { privateMeta } from "~/lib/seo/meta";
import type { SiteSettings } from "~/lib/site/settings";
import { settingsSchema, type SettingsField } from "~/lib/site/settings-schema";
import { saveSiteSettings, storedSiteSettings } from "~/lib/site/settings.server";

/** Pages that show a setting and are dropped from this data centre's edge cache on save. */
const PAGES_SHOWING_SETTINGS = ["/"];

function formValues(settings: SiteSettings): Partial<Record<SettingsField, string>> {
  return {
    promoText: settings.promo.text,
    promoEnabled: settings.promo.enabled ? "on" : "",
    phoneTollFree: settings.phones.tollFree,
    phoneTampa: settings.phones.tampa,
    phoneMiami: settings.phones.miami,
    phoneWyoming: settings.phones.wyoming,
    auditProviderUserId: settings.auditProviderUserId,
    contactEmail: settings.contactEmail,
  };
}

/** The stored settings (a 503 when the database does not answer). Queries: 1. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const settings = await storedSiteSettings(context);
  return { values: formValues(settings), updatedAt: settings.updatedAt };
}

/** Saves the settings (row-level security repeats the admin check). Queries: 1. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const parsed = parseForm(settingsSchema, await readForm(request));
  if (!parsed.ok) {
    return formReply(400, { formError: settingsMessages.fixErrors, errors: parsed.errors, values: parsed.values });
  }
  const saved = await saveSiteSettings(context, parsed.data);
  context.ctx.waitUntil(forgetCachedPages(request, context.buildVersion, PAGES_SHOWING_SETTINGS));
  return formReply<SettingsField>(200, { notice: settingsMessages.saved, errors: {}, values: formValues(saved) });
}

const page = adminPages.settings;

export const meta: MetaFunction = () => privateMeta(page.title);

/** Minimal markup: the designed page replaces it, keeping the field names. */
export default function Settings() {
  const loaded = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const values = reply?.values ?? loaded.values;
  const errors = reply?.errors ?? {};
  const field = (name: SettingsField, label: string) => (
    <TextField
      label={label}
      name={name}
      defaultValue={values[name]}
      error={errors[name]}
      key={`${name}-${values[name]}`}
    />
  );
  return (
    <AccountPage title="Settings">
      <Form method="post" aria-label="Site settings">
        {reply?.formError ? <FormAlert tone="error">{reply.formError}</FormAlert> : null}
        {reply?.notice ? <FormAlert tone="success">{reply.notice}</FormAlert> : null}
        {field("promoText", "Promo banner text")}
        <label>
          <input type="checkbox" name="promoEnabled" defaultChecked={values.promoEnabled === "on"} /> Show the promo
          banner
        </label>
        {field("phoneTollFree", "Toll-free phone")}
        {field("phoneTampa", "Tampa phone")}
        {field("phoneMiami", "Miami phone")}
        {field("phoneWyoming", "Wyoming phone")}
        {field("auditProviderUserId", "Audit provider account id")}
        {field("contactEmail", "Contact email")}
        <button type="submit">Save settings</button>
      </Form>
      {loaded.updatedAt ? <p>Last saved {loaded.updatedAt}</p> : null}
    </AccountPage>
  );
}
