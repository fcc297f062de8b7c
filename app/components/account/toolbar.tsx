import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { Button, ButtonLink } from "~/components/ui/button";
import { filterCopy } from "~/content/account-lists";

/**
 * The row above a list: what is shown (a count, the active filter) at the start, actions at the
 * end; on phones the actions go under it, full width.
 */
export function Toolbar({ children, actions }: { children?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 text-sm text-fg-muted">{children}</div>
      {actions ? <div className="flex flex-col gap-2 sm:flex-row [&>*]:max-sm:w-full">{actions}</div> : null}
    </div>
  );
}

/**
 * Filters for a list as a GET form: every filtered view has its own address and works without
 * JavaScript. Put TextField and SelectField (app/components/forms) inside; give them a width
 * (`className="sm:w-56"`) so they sit in one row from `sm`. `resetHref` is the list unfiltered.
 */
export function FilterBar({
  label,
  children,
  resetHref,
  action,
}: {
  /** Names the search landmark, e.g. "Filter leads". */
  label: string;
  children: ReactNode;
  resetHref?: string;
  /** Where the form goes; the current page when left out. */
  action?: string;
}) {
  return (
    <Form
      method="get"
      action={action}
      role="search"
      aria-label={label}
      className="flex flex-col gap-4 rounded-card border border-border bg-surface-raised p-4 sm:flex-row sm:flex-wrap sm:items-end sm:p-5"
    >
      {children}
      <div className="flex flex-col gap-2 sm:ml-auto sm:flex-row">
        <Button type="submit" variant="secondary" className="max-sm:w-full">
          {filterCopy.apply}
        </Button>
        {resetHref ? (
          <ButtonLink href={resetHref} variant="ghost" className="max-sm:w-full">
            {filterCopy.reset}
          </ButtonLink>
        ) : null}
      </div>
    </Form>
  );
}
