import { z } from "zod";
import { settingsMessages as m } from "~/content/settings";
import type { SiteSettingsRow } from "./settings";

/** A phone line: empty (shown nowhere, ADR 052) or 7 to 15 digits as people write them. */
export function isPhoneLineValue(value: string): boolean {
  if (value === "") return true;
  const digits = value.replace(/\D/g, "").length;
  return /^\+?[0-9 ().-]{7,40}$/.test(value) && digits >= 7 && digits <= 15;
}

const phone = z.string().trim().refine(isPhoneLineValue, m.phoneInvalid);

/** The form of /admin/settings; the table's checks say the same (migration 20261128040000). */
export const settingsSchema = z.object({
  promoText: z.string().trim().min(1, m.promoRequired).max(200, m.promoTooLong),
  /** A checkbox: "on" when ticked, absent (read as "") when not. */
  promoEnabled: z.string().transform((value) => value === "on" || value === "true"),
  phoneTollFree: phone,
  phoneTampa: phone,
  phoneMiami: phone,
  phoneWyoming: phone,
  /** Empty: the Worker's AUDIT_PROVIDER_USER_ID, which `npm run deploy` sets, is used (ADR 079). */
  auditProviderUserId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{0,64}$/, m.providerIdInvalid),
  crmLoginUrl: z
    .string()
    .trim()
    .max(500, m.crmLoginUrlInvalid)
    .refine((value) => value === "" || isCrmLoginUrl(value), m.crmLoginUrlInvalid),
  contactEmail: z
    .string()
    .trim()
    .max(254, m.emailInvalid)
    .regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, m.emailInvalid),
});

export type SettingsSubmission = z.infer<typeof settingsSchema>;
export type SettingsField = keyof SettingsSubmission;

/** An https address on a named host, as the table's check has it (migration 20261203150000). */
export function isCrmLoginUrl(value: string): boolean {
  return /^https:\/\/[A-Za-z0-9.-]+\.[A-Za-z]{2,}(:[0-9]{1,5})?(\/[^\s"<>]*)?$/.test(value);
}

/** The columns the settings form writes (the review figures have their own form, /admin/proof/reviews). */
type SettingsFormColumns =
  | "promo_text"
  | "promo_enabled"
  | "phone_toll_free"
  | "phone_tampa"
  | "phone_miami"
  | "phone_wyoming"
  | "audit_provider_user_id"
  | "contact_email"
  | "crm_login_url";

export function settingsUpdate(data: SettingsSubmission): Pick<SiteSettingsRow, SettingsFormColumns> {
  return {
    promo_text: data.promoText,
    promo_enabled: data.promoEnabled,
    phone_toll_free: data.phoneTollFree,
    phone_tampa: data.phoneTampa,
    phone_miami: data.phoneMiami,
    phone_wyoming: data.phoneWyoming,
    audit_provider_user_id: data.auditProviderUserId,
    contact_email: data.contactEmail,
    crm_login_url: data.crmLoginUrl || null,
  };
}
