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
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {office ? (
        <TextField
          label={f.streetAddress}
          name="streetAddress"
          maxLength={120}
          autoComplete="off"
          hint={f.streetAddressHint}
          defaultValue={values.streetAddress}
          error={errors.streetAddress}
          className="sm:col-span-2"
        />
      ) : null}
      <TextField
        label={f.rating}
        name="rating"
        required
        inputMode="decimal"
        defaultValue={values.rating}
        error={errors.rating}
      />
      <TextField
        label={f.count}
        name="count"
        required
        inputMode="numeric"
        defaultValue={values.count}
        error={errors.count}
      />
      <TextField
        label={f.sourceUrl}
        name="sourceUrl"
        type="url"
        maxLength={500}
        hint={f.sourceUrlHint}
        defaultValue={values.sourceUrl}
        error={errors.sourceUrl}
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
