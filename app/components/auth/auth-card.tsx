import type { ReactNode } from "react";
import { Backdrop } from "~/components/ui/backdrop";
import { authCardLabels as authLabels, type AuthMode } from "~/content/auth-card";
import { DEFAULT_AFTER_SIGN_IN } from "~/lib/http/safe-redirect";
import { BrandMark } from "~/components/ui/brand-mark";

/** /auth with the mode and the page to return to, leaving out what is the default. */
function authHref(mode: AuthMode, redirectTo?: string): string {
  const params = new URLSearchParams();
  if (mode !== "sign-in") params.set("mode", mode);
  if (redirectTo && redirectTo !== DEFAULT_AFTER_SIGN_IN) params.set("redirectTo", redirectTo);
  const search = params.toString();
  return search ? `/auth?${search}` : "/auth";
}

/**
 * The frame of the sign-in pages: one card on a quiet backdrop, the brand mark, the title and its
 * line, the sign-in / create-account switch (a segmented control of plain links, so it works
 * without JavaScript and each mode has an address), then the form.
 */
export function AuthCard({
  title,
  intro,
  mode,
  redirectTo,
  children,
}: {
  title: string;
  intro?: string;
  mode?: AuthMode;
  redirectTo?: string;
  children: ReactNode;
}) {
  return (
    <main id="main" className="relative isolate overflow-hidden bg-surface-sunken">
      <Backdrop />
      <div className="container-page flex justify-center py-10 sm:py-20">
        <div className="w-full max-w-md">
          <div className="rounded-2xl border border-border bg-surface-raised px-5 py-8 shadow-card sm:px-10 sm:py-10">
            <div className="flex flex-col items-center text-center">
              <BrandMark size={40} className="size-10" />
              <h1 className="mt-5 text-2xl font-semibold tracking-tight text-fg">{title}</h1>
              {intro ? <p className="mt-2 text-sm text-pretty text-fg-muted">{intro}</p> : null}
            </div>
            {mode && mode !== "forgot" ? <ModeSwitch mode={mode} redirectTo={redirectTo} /> : null}
            <div className="mt-8">{children}</div>
          </div>
          {mode === "forgot" ? (
            <p className="mt-6 text-center text-sm text-fg-muted">
              {authLabels.remembered}{" "}
              <a
                href={authHref("sign-in", redirectTo)}
                className="inline-flex min-h-11 items-center font-semibold text-accent underline-offset-4 hover:underline"
              >
                {authLabels.backToSignIn}
              </a>
            </p>
          ) : null}
        </div>
      </div>
    </main>
  );
}

/** Two links that look like a segmented control; the current one is raised, none changes size. */
function ModeSwitch({ mode, redirectTo }: { mode: AuthMode; redirectTo?: string }) {
  const options: [AuthMode, string][] = [
    ["sign-in", authLabels.signInTab],
    ["sign-up", authLabels.signUpTab],
  ];
  return (
    <nav aria-label={authLabels.modeSwitch} className="mt-8">
      <ul className="grid grid-cols-2 gap-1 rounded-xl bg-surface-sunken p-1 ring-1 ring-border ring-inset">
        {options.map(([target, label]) => {
          const current = mode === target;
          return (
            <li key={target}>
              <a
                href={authHref(target, redirectTo)}
                aria-current={current ? "page" : undefined}
                className={`flex h-11 items-center justify-center rounded-lg text-sm font-medium transition-colors ${
                  current
                    ? "bg-surface-raised text-fg shadow-sm ring-1 ring-border dark:bg-border dark:ring-border-strong"
                    : "text-fg-muted hover:text-fg"
                }`}
              >
                {label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
