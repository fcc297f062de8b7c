import { ErrorShell, HomeLink } from "~/components/errors/error-shell";

export function AuthUnavailable({ message }: { message: string }) {
  return (
    <ErrorShell>
      <h1 className="text-3xl font-bold tracking-tight">Sign-in unavailable</h1>
      <p role="alert" className="max-w-md text-lg text-slate-700">
        {message}
      </p>
      <HomeLink>Return to Home</HomeLink>
    </ErrorShell>
  );
}
