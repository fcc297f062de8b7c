import type { ReactNode } from "react";
import { authLabels, type AuthMode } from "~/content/auth";
import { DEFAULT_AFTER_SIGN_IN } from "~/lib/http/safe-redirect";

/** /auth with the mode and the page to return to, leaving out what is the default. */
function authHref(mode: AuthMode, redirectTo?: string): string {
  const params = new URLSearchParams();
  if (mode !== "sign-in") params.set("mode", mode);
  if (redirectTo && redirectTo !== DEFAULT_AFTER_SIGN_IN) params.set("redirectTo", redirectTo);
  const search = params.toString();
  return search ? `/auth?${search}` : "/auth";
}

/** The frame of the sign-in pages: brand, heading, mode switch (plain links, no JS needed). */
export function AuthCard({
  title,
  mode,
  redirectTo,
  children,
}: {
  title: string;
  mode?: AuthMode;
  redirectTo?: string;
  children: ReactNode;
}) {
  const tab = (target: AuthMode, label: string) => (
    <a
      href={authHref(target, redirectTo)}
      aria-current={mode === target ? "page" : undefined}
      className={mode === target ? "font-semibold text-accent underline" : "text-fg-muted hover:underline"}
    >
      {label}
    </a>
  );
  return (
    <main
      id="main"
      className="flex min-h-screen items-start justify-center bg-surface-sunken px-4 py-16 sm:items-center"
    >
      <div className="w-full max-w-md">
        <div className="rounded-xl border border-border bg-surface-raised p-8 shadow-sm">
          <h1 className="text-2xl font-bold text-fg">{title}</h1>
          {mode && mode !== "forgot" ? (
            <nav aria-label={authLabels.modeSwitch} className="mt-4 flex gap-4 text-sm">
              {tab("sign-in", authLabels.signInTab)}
              {tab("sign-up", authLabels.signUpTab)}
            </nav>
          ) : null}
          <div className="mt-6">{children}</div>
        </div>
        {mode === "forgot" ? (
          <p className="mt-6 text-center text-sm text-fg-muted">
            {authLabels.remembered}{" "}
            <a href={authHref("sign-in", redirectTo)} className="font-semibold text-accent hover:underline">
              {authLabels.backToSignIn}
            </a>
          </p>
        ) : null}
      </div>
    </main>
  );
}
