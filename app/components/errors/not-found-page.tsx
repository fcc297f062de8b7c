import { notFoundCopy } from "~/content/pages";
import { ErrorShell, HomeLink } from "./error-shell";

export function NotFoundPage() {
  return (
    <ErrorShell>
      <h1 className="text-6xl font-bold tracking-tight">{notFoundCopy.code}</h1>
      <p className="text-xl text-slate-700">{notFoundCopy.message}</p>
      <HomeLink>{notFoundCopy.homeLink.label}</HomeLink>
    </ErrorShell>
  );
}
