import { TextField } from "~/components/forms/text-field";
import { placementCopy } from "~/content/proof";

/**
 * The last two fields of every proof form: the record's order in its list and the "Published on
 * the site" checkbox. `id` tells a page's forms apart.
 */
export function PlacementFields({
  id,
  position,
  positionError,
  published,
}: {
  id: string;
  position: string | undefined;
  positionError: string | undefined;
  published: boolean;
}) {
  return (
    <>
      <TextField
        label={placementCopy.position}
        name="position"
        inputMode="numeric"
        hint={placementCopy.positionHint}
        defaultValue={position ?? "0"}
        error={positionError}
      />
      <div className="flex min-h-11 items-center gap-3 self-end text-sm">
        <input
          id={`${id}-published`}
          type="checkbox"
          name="published"
          defaultChecked={published}
          className="size-5 shrink-0 accent-[var(--accent-solid)]"
        />
        <label htmlFor={`${id}-published`} className="font-medium text-fg">
          {placementCopy.published}
        </label>
      </div>
    </>
  );
}
