import { z } from "zod";
import { reviewMessages as m } from "~/content/launch";
import { hasControlCharacters } from "~/lib/forms/text-rules";

/** The form of /admin/proof/reviews/{key}; the table's checks say the same (migration 20261203150000). */
export function reviewFiguresSchema({ office }: { office: boolean }) {
  return z
    .object({
      streetAddress: office
        ? z
            .string()
            .trim()
            .refine((v) => v === "" || (v.length >= 3 && v.length <= 120 && !hasControlCharacters(v)), m.addressInvalid)
        : z.literal("").optional(),
      rating: z
        .string()
        .trim()
        .refine((v) => /^[1-5](\.\d)?$/.test(v) && Number(v) <= 5, m.ratingInvalid),
      count: z
        .string()
        .trim()
        .refine((v) => /^\d{1,7}$/.test(v) && Number(v) >= 1 && Number(v) <= 1_000_000, m.countInvalid),
      sourceUrl: z
        .string()
        .trim()
        .refine((v) => v === "" || (v.length <= 500 && /^https:\/\/[^\s"<>]+\.[^\s"<>]+$/.test(v)), m.sourceUrlInvalid),
      /** A checkbox: "on" when ticked, absent (read as "") when not. */
      confirmed: z.string().transform((value) => value === "on"),
    })
    .superRefine((data, context) => {
      // A confirmation says where it was checked, so the next person can check it again.
      if (data.confirmed && !data.sourceUrl) {
        context.addIssue({ code: "custom", path: ["sourceUrl"], message: m.confirmNeedsSource });
      }
    });
}

export type ReviewFiguresSubmission = z.infer<ReturnType<typeof reviewFiguresSchema>>;
export type ReviewFiguresField = keyof ReviewFiguresSubmission;

/**
 * The day the figures count as confirmed: none when unticked; kept when they were confirmed and
 * the figures did not change (a save of the address alone must not move it); today otherwise.
 */
export function confirmedOn(
  confirmed: boolean,
  before: { confirmedOn: string | null; unchanged: boolean },
  today: string,
): string | null {
  if (!confirmed) return null;
  return before.confirmedOn && before.unchanged ? before.confirmedOn : today;
}
