import { Link } from "@remix-run/react";
import { ContentIcon } from "~/components/ui/content-icon";
import { UiIcon } from "~/components/ui/ui-icon";
import { errorCopy } from "~/content/errors";
import { ErrorActions, ErrorCode, ErrorMessage, ErrorFrame, ErrorText } from "./error-frame";

const copy = errorCopy.notFound;

export function NotFoundPage() {
  return (
    <ErrorFrame>
      <ErrorCode>{copy.code}</ErrorCode>
      <ErrorMessage>{copy.message}</ErrorMessage>
      <ErrorText>{copy.detail}</ErrorText>
      <ErrorActions />
      <section aria-labelledby="not-found-suggestions" className="mt-16 w-full max-w-3xl text-left">
        <h2 id="not-found-suggestions" className="text-center text-sm font-semibold text-fg-subtle">
          {copy.suggestionsTitle}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {copy.suggestions.map((page) => (
            <li key={page.href}>
              <Link
                to={page.href}
                className="group flex h-full items-center gap-4 rounded-card border border-border bg-surface-raised p-4 transition-colors hover:border-border-strong"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent">
                  <ContentIcon name={page.icon} className="size-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-fg">{page.label}</span>
                  <span className="block text-sm text-fg-muted">{page.description}</span>
                </span>
                <UiIcon
                  name="arrow-right"
                  className="size-4 text-fg-subtle transition-transform group-hover:translate-x-0.5 group-hover:text-fg"
                />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </ErrorFrame>
  );
}
