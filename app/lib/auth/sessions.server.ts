/**
 * The viewer's own sessions (the `my_sessions` view, ADR 017) and ending the others. Always with
 * the viewer's session: the view shows nobody anything but their own.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { AuthError } from "@supabase/supabase-js";
import { settle } from "../db/result.server";
import { describeDevice } from "./user-agent";

export interface SessionSummary {
  id: string;
  device: string;
  signedInAt: string;
  lastSeenAt: string;
  current: boolean;
  twoStep: boolean;
}

interface SessionRow {
  id: string;
  created_at: string;
  last_seen_at: string;
  user_agent: string | null;
  aal: string | null;
  is_current: boolean;
}

/** The viewer's open sessions, this one first, then the most recently used. 1 query. */
export async function listSessions(context: AppLoadContext): Promise<SessionSummary[] | null> {
  const answer = await settle(
    context.auth
      .client()
      .supabase.from("my_sessions")
      .select("id, created_at, last_seen_at, user_agent, aal, is_current")
      .order("last_seen_at", { ascending: false })
      .limit(50),
  );
  if (answer.error) {
    console.error("Sessions not listed:", answer.status, answer.error.message);
    return null;
  }
  return (answer.data as SessionRow[])
    .map((row) => ({
      id: row.id,
      device: describeDevice(row.user_agent),
      signedInAt: row.created_at,
      lastSeenAt: row.last_seen_at,
      current: row.is_current,
      twoStep: row.aal === "aal2",
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends every session of the viewer but this one (`scope=others`). 1 auth request. */
export async function signOutOthers(context: AppLoadContext): Promise<AuthError | null> {
  const { error } = await context.auth.client().supabase.auth.signOut({ scope: "others" });
  return error;
}
