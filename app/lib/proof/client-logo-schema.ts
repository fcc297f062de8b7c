import { z } from "zod";
import { recordMessages as r } from "~/content/proof";
import { checkbox, isHttps, isImageAddress, optional, position } from "./proof-fields";

/** The logo form of /admin/proof/logos; the table's checks say the same (migration 20261203140000). */
export const clientLogoSchema = z.object({
  name: z.string().trim().min(1, r.logoNameRequired).max(80, r.logoNameRequired),
  imageUrl: z
    .string()
    .trim()
    .max(500, r.imageInvalid)
    .refine((value) => isImageAddress(value), r.imageInvalid),
  linkUrl: optional(isHttps, r.linkInvalid),
  position,
  published: checkbox,
});

export type ClientLogoSubmission = z.infer<typeof clientLogoSchema>;
export type ClientLogoField = keyof ClientLogoSubmission;

/** The row the database stores for a submitted form. */
export const clientLogoRow = (data: ClientLogoSubmission) => ({
  name: data.name,
  image_url: data.imageUrl,
  link_url: data.linkUrl || null,
  position: Number(data.position),
  published: data.published,
});
