import type { ReactNode } from "react";

/** A message above a form: errors are alerts (announced at once), notices are polite status. */
export function FormAlert({ tone, children }: { tone: "error" | "success"; children: ReactNode }) {
  return tone === "error" ? (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
      {children}
    </div>
  ) : (
    <div role="status" className="rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-900">
      {children}
    </div>
  );
}
