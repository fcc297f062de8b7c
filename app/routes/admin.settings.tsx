import "~/shared-chunk";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AccountPage } from "~/components/account/account-page";
import { Panel } from "~/components/account/panel";
import { FormReplyAlerts } from "~/components/forms/form-reply-alerts";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextField } from "~/components/forms/text-field";
import { settingsCopy as copy, settingsMessages } from "~/content/settings";
import { adminPages } from "~/content/account-pages";
import { requireAdmin } from "~/lib/auth/guards.server";
import { parseForm } from "~/lib/forms/parse";
import { formReply } from "~/lib/forms/reply.server";
import { EDGE_TTL_SECONDS } from "~/lib/http/cache-control";
import { forgetCachedPages } from "~/lib/http/edge-cache.server";
import { homePageAddresses } from "~/lib/http/page-query";
import { readForm } from "~/lib/http/form-data";
import { privateMeta } from "~/lib/seo/meta";
import { formatDateTime } from "~/lib/ui/dates";
import type { SiteSettings } from "~/lib/site/settings";
import { settingsSchema, type SettingsField } from "~/lib/site/settings-schema";
import { saveSiteSettings, storedSiteSettings } from "~/lib/site/settings.server";
import { trialOffer } from "~/lib/launch/launch-facts";
import { promoTrialProblems } from "~/lib/launch/promo-trial";
import { accountFrame } from "~/components/account/account-frame";

/** Pages that show a setting and are dropped from this data centre's edge cache on save: the home page, every tab. */
const PAGES_SHOWING_SETTINGS = homePageAddresses();

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
    crmLoginUrl: settings.crmLoginUrl ?? "",
  };
}

/** The stored settings (a 503 when the database does not answer). Queries: 1. */

export const handle = accountFrame;
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const settings = await storedSiteSettings(context);
  // What the pricing offers, so the page can say when the banner promises more (ADR 079).
  return { values: formValues(settings), updatedAt: settings.updatedAt, offer: trialOffer() };
}

/** Saves the settings (row-level security repeats the admin check). Queries: 1. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const parsed = parseForm(settingsSchema, await readForm(request));
  if (!parsed.ok) {
    return formReply(400, {
      formError: settingsMessages.fixErrors,
      errors: parsed.errors,
      values: parsed.values,
    });
  }
  const saved = await saveSiteSettings(context, parsed.data);
  await forgetCachedPages(request, context.buildVersion, PAGES_SHOWING_SETTINGS);
  return formReply<SettingsField>(200, {
    notice: settingsMessages.saved,
    errors: {},
    values: formValues(saved),
  });
}

const page = adminPages.settings;

export const meta: MetaFunction = () => privateMeta(page.title);

/** Three panels of one form (one save, one reply), and when visitors see the change. */
export default function Settings() {
  const loaded = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const values = reply?.values ?? loaded.values;
  const errors = reply?.errors ?? {};
  // The stored (or just sent) banner against the pricing: a warning, the save still allowed.
  const warnings = promoTrialProblems(values.promoText ?? "", loaded.offer);
  const field = (name: SettingsField, label: string, extra: { type?: string; hint?: string } = {}) => (
    <TextField
      label={label}
      name={name}
      defaultValue={values[name]}
      error={errors[name]}
      key={`${name}-${values[name]}`}
      {...extra}
    />
  );
  return (
    <AccountPage title={page.title} description={page.description}>
      <Form method="post" aria-label={page.title} className="flex flex-col gap-6">
        <p className="measure text-sm text-fg-muted">
          {copy.freshness(Math.round(EDGE_TTL_SECONDS / 60))}{" "}
          {loaded.updatedAt ? `${copy.lastSaved} ${formatDateTime(loaded.updatedAt)}.` : copy.neverSaved}
        </p>
        <FormReplyAlerts reply={reply} />
        <Panel title={copy.promo.title} description={copy.promo.text}>
          <div className="flex flex-col gap-5">
            {field("promoText", copy.promo.label)}
            {warnings.length ? (
              <div role="status" className="rounded-md border border-warning/40 bg-warning-soft p-3 text-sm text-fg">
                <p className="font-semibold text-warning">{copy.promo.pricingWarning}</p>
                <ul className="mt-1 list-disc pl-5">
                  {warnings.map((warning) => (
                    <li key={warning}>{warning}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div className="flex min-h-11 items-start gap-3 text-sm">
              <input
                id="promo-enabled"
                type="checkbox"
                name="promoEnabled"
                aria-describedby="promo-enabled-hint"
                defaultChecked={values.promoEnabled === "on"}
                key={`promoEnabled-${values.promoEnabled}`}
                className="mt-0.5 size-5 shrink-0 accent-[var(--accent-solid)]"
              />
              <div>
                <label htmlFor="promo-enabled" className="font-medium text-fg">
                  {copy.promo.show}
                </label>
                <p id="promo-enabled-hint" className="text-fg-muted">
                  {copy.promo.showHint}
                </p>
              </div>
            </div>
          </div>
        </Panel>
        <Panel title={copy.phones.title} description={copy.phones.text}>
          <div className="grid gap-5 sm:grid-cols-2">
            {field("phoneTollFree", copy.phones.tollFree, { type: "tel" })}
            {field("phoneTampa", copy.phones.tampa, { type: "tel" })}
            {field("phoneMiami", copy.phones.miami, { type: "tel" })}
            {field("phoneWyoming", copy.phones.wyoming, { type: "tel" })}
          </div>
        </Panel>
        <Panel title={copy.integrations.title} description={copy.integrations.text}>
          <div className="grid gap-5 sm:grid-cols-2">
            {field("auditProviderUserId", copy.integrations.auditProvider, {
              hint: copy.integrations.auditProviderHint,
            })}
            {field("contactEmail", copy.integrations.contactEmail, { type: "email" })}
            {field("crmLoginUrl", copy.integrations.crmLoginUrl, {
              type: "url",
              hint: copy.integrations.crmLoginUrlHint,
            })}
          </div>
        </Panel>
        <SubmitButton pendingLabel={copy.saving} className="sm:w-auto sm:self-start">
          {copy.save}
        </SubmitButton>
      </Form>
    </AccountPage>
  );
}
