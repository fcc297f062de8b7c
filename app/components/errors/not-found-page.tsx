import { ErrorShell, HomeLink } from "./error-shell";

export function NotFoundPage() {
  return (
    <ErrorShell>
      <h1 className="text-6xl font-bold tracking-tight">404</h1>
      <p className="text-xl text-slate-700">Oops! Page not found</p>
      <HomeLink>Return to Home</HomeLink>
    </ErrorShell>
  );
}
