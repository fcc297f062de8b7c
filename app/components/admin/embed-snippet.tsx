import { useId } from "react";
import { embedsCopy as copy } from "~/content/widgets";

/** The snippet to paste, in a read-only field: select it and copy, with or without JavaScript. */
export function EmbedSnippet({ snippet }: { snippet: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {copy.snippetLabel}
      </label>
      <textarea
        id={id}
        readOnly
        rows={3}
        value={snippet}
        spellCheck={false}
        className="block h-36 w-full resize-none rounded-lg sm:h-auto border border-border bg-surface-sunken p-3 font-mono text-xs leading-relaxed break-all text-fg focus-visible:outline-2 focus-visible:outline-accent"
      />
    </div>
  );
}
