import { ErrorShell, HomeLink } from "./error-shell";

export function ForbiddenPage() {
  return (
    <ErrorShell>
      <h1 className="text-6xl font-bold tracking-tight">403</h1>
      <p className="text-xl text-slate-700">You do not have access to this page.</p>
      <p className="max-w-md text-slate-600">
        This area is for administrators. If you think you should have access, ask an administrator to
        grant your account the admin role.
      </p>
      <HomeLink>Return to Home</HomeLink>
    </ErrorShell>
  );
}
