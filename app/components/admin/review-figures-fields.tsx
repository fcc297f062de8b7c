import { bindFields } from "~/components/forms/bind-fields";
import { TextField } from "~/components/forms/text-field";
import { reviewsPage } from "~/content/launch";
import type { ReviewFiguresField } from "~/lib/proof/review-figures-schema";

const f = reviewsPage.fields;

/** The fields of /admin/proof/reviews/{key}: an office's street address, then the review figures. */
export function ReviewFiguresFields({
  id,
  office,
  values,
  errors,
}: {
  id: string;
  office: boolean;
  values: Partial<Record<ReviewFiguresField, string>>;
  errors: Partial<Record<ReviewFiguresField, string>>;
}) {
  const bind = bindFields(values, errors);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {office ? (
        <TextField
          label={f.streetAddress}
          {...bind("streetAddress")}
          maxLength={120}
          autoComplete="off"
          hint={f.streetAddressHint}
          className="sm:col-span-2"
        />
      ) : null}
      <TextField label={f.rating} {...bind("rating")} required inputMode="decimal" />
      <TextField label={f.count} {...bind("count")} required inputMode="numeric" />
      <TextField
        label={f.sourceUrl}
        {...bind("sourceUrl")}
        type="url"
        maxLength={500}
        hint={f.sourceUrlHint}
        className="sm:col-span-2"
      />
      <div className="flex min-h-11 items-start gap-3 text-sm sm:col-span-2">
        <input
          id={`${id}-confirmed`}
          type="checkbox"
          name="confirmed"
          aria-describedby={`${id}-confirmed-hint`}
          defaultChecked={values.confirmed === "on"}
          className="mt-0.5 size-5 shrink-0 accent-[var(--accent-solid)]"
        />
        <div>
          <label htmlFor={`${id}-confirmed`} className="font-medium text-fg">
            {f.confirmed}
          </label>
          <p id={`${id}-confirmed-hint`} className="text-fg-muted">
            {f.confirmedHint}
          </p>
        </div>
      </div>
    </div>
  );
}
