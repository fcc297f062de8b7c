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
  auditProviderUserId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, m.providerIdInvalid),
  contactEmail: z
    .string()
    .trim()
    .max(254, m.emailInvalid)
    .regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, m.emailInvalid),
});

export type SettingsSubmission = z.infer<typeof settingsSchema>;
export type SettingsField = keyof SettingsSubmission;

export function settingsUpdate(data: SettingsSubmission): Omit<SiteSettingsRow, "updated_at"> {
  return {
    promo_text: data.promoText,
    promo_enabled: data.promoEnabled,
    phone_toll_free: data.phoneTollFree,
    phone_tampa: data.phoneTampa,
    phone_miami: data.phoneMiami,
    phone_wyoming: data.phoneWyoming,
    audit_provider_user_id: data.auditProviderUserId,
    contact_email: data.contactEmail,
  };
}
