// The local stand-in's fixed API keys, read from supabase/local/keys.ts (TypeScript, which these
// Node scripts do not import), so there is one copy of each.
import { readFileSync } from "node:fs";

const source = readFileSync(new URL("../../supabase/local/keys.ts", import.meta.url), "utf8");

/** The value of `export const <name> = "…"` in keys.ts. */
export function localKey(name) {
  const value = new RegExp(`${name} =\\s*"([\\w.-]+)"`).exec(source)?.[1];
  if (!value) throw new Error(`supabase/local/keys.ts has no ${name}`);
  return value;
}
