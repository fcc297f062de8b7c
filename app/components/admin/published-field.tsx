/** The "Published on the site" checkbox of every proof form; `id` tells a page's forms apart. */
export function PublishedField({ id, label, checked }: { id: string; label: string; checked: boolean }) {
  return (
    <div className="flex min-h-11 items-center gap-3 self-end text-sm">
      <input
        id={`${id}-published`}
        type="checkbox"
        name="published"
        defaultChecked={checked}
        className="size-5 shrink-0 accent-[var(--accent-solid)]"
      />
      <label htmlFor={`${id}-published`} className="font-medium text-fg">
        {label}
      </label>
    </div>
  );
}
