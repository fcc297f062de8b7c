import type { ReactNode } from "react";
import type { AuthMode } from "~/routes/auth._index";

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
  const query = (next: AuthMode) => {
    const params = new URLSearchParams();
    if (next !== "sign-in") params.set("mode", next);
    if (redirectTo && redirectTo !== "/dashboard") params.set("redirectTo", redirectTo);
    const search = params.toString();
    return search ? `/auth?${search}` : "/auth";
  };
  return (
    <main id="main" className="flex min-h-screen items-start justify-center bg-slate-50 px-4 py-16 sm:items-center">
      <div className="w-full max-w-md">
        <div className="rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {mode && mode !== "forgot" ? (
            <nav aria-label="Sign in or create an account" className="mt-4 flex gap-4 text-sm">
              <a
                href={query("sign-in")}
                aria-current={mode === "sign-in" ? "page" : undefined}
                className={mode === "sign-in" ? "font-semibold text-brand-700 underline" : "text-slate-700 hover:underline"}
              >
                Sign in
              </a>
              <a
                href={query("sign-up")}
                aria-current={mode === "sign-up" ? "page" : undefined}
                className={mode === "sign-up" ? "font-semibold text-brand-700 underline" : "text-slate-700 hover:underline"}
              >
                Create account
              </a>
            </nav>
          ) : null}
          <div className="mt-6">{children}</div>
        </div>
        {mode === "forgot" ? (
          <p className="mt-6 text-center text-sm text-slate-700">
            Remembered it?{" "}
            <a href={query("sign-in")} className="font-semibold text-brand-700 hover:underline">
              Back to sign in
            </a>
          </p>
        ) : null}
      </div>
    </main>
  );
}
