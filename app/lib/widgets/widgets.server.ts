/**
 * Widgets in the database. The admin functions use the admin's own session, so row-level security
 * repeats the admin check; the preview page and the widget forms read a widget with the service
 * role (visitors have no rights on widgets). Each function makes one request.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { serviceSupabase } from "../db/service.server";
import { dataOrThrow, isUuid, settle } from "../db/result.server";
import type { Widget, WidgetKind, WidgetSettings } from "./widget";
import { widgetRow, type WidgetSubmission } from "./widget-schema";

const COLUMNS = "id, name, kind, settings, allowed_origins, created_at, updated_at";

interface WidgetRow {
  id: string;
  name: string;
  kind: WidgetKind;
  settings: WidgetSettings;
  allowed_origins: string[];
  created_at: string;
  updated_at: string;
}

function toWidget(row: WidgetRow): Widget {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    settings: row.settings ?? {},
    allowedOrigins: row.allowed_origins ?? [],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const admin = (context: AppLoadContext) => context.auth.client().supabase;

/** Every widget, newest first. 1 query. */
export async function listWidgets(context: AppLoadContext): Promise<Widget[]> {
  const answer = await settle(admin(context).from("widgets").select(COLUMNS).order("created_at", { ascending: false }));
  return dataOrThrow(answer as { data: WidgetRow[] | null; error: null }, "Widget list").map(toWidget);
}

/** One widget, or null when there is none with that id. 1 query (none for a malformed id). */
export async function getWidget(context: AppLoadContext, id: string): Promise<Widget | null> {
  if (!isUuid(id)) return null;
  const answer = await settle(admin(context).from("widgets").select(COLUMNS).eq("id", id).maybeSingle());
  if (answer.error) dataOrThrow(answer, "Widget");
  return answer.data ? toWidget(answer.data as WidgetRow) : null;
}

/** Creates a widget and answers its id. 1 query. */
export async function createWidget(context: AppLoadContext, data: WidgetSubmission): Promise<string> {
  const answer = await settle(admin(context).from("widgets").insert(widgetRow(data)).select("id").single());
  return dataOrThrow(answer as { data: { id: string } | null; error: null }, "Widget insert").id;
}

/** Saves a widget's fields; false when it no longer exists. 1 query. */
export async function updateWidget(context: AppLoadContext, id: string, data: WidgetSubmission): Promise<boolean> {
  if (!isUuid(id)) return false;
  const answer = await settle(admin(context).from("widgets").update(widgetRow(data)).eq("id", id).select("id"));
  return dataOrThrow(answer as { data: unknown[] | null; error: null }, "Widget update").length === 1;
}

/** Deletes a widget (its leads keep their source, without the link); false when it did not exist. 1 query. */
export async function deleteWidget(context: AppLoadContext, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const answer = await settle(admin(context).from("widgets").delete().eq("id", id).select("id"));
  return dataOrThrow(answer as { data: unknown[] | null; error: null }, "Widget delete").length === 1;
}

/**
 * A widget for its public page or its form, read with the service role: the widget, null when
 * there is none, or "unavailable" when the database does not answer. 1 query (none for a
 * malformed id).
 */
export async function publicWidget(env: Env, id: string): Promise<Widget | null | "unavailable"> {
  if (!isUuid(id)) return null;
  const answer = await settle(serviceSupabase(env).from("widgets").select(COLUMNS).eq("id", id).maybeSingle());
  if (answer.error) {
    console.error("Widget lookup failed:", answer.status, answer.error.message);
    return "unavailable";
  }
  return answer.data ? toWidget(answer.data as WidgetRow) : null;
}

/**
 * The lead-form widget a form names: its id and the widget; null when there is no such lead form.
 * While the database does not answer the widget is unknown (null) but its id is kept, so the lead
 * is still taken (and queued). 1 query.
 */
export async function leadWidget(env: Env, id: string): Promise<{ id: string; widget: Widget | null } | null> {
  const widget = await publicWidget(env, id);
  if (widget === "unavailable") return isUuid(id) ? { id, widget: null } : null;
  return widget?.kind === "lead" ? { id: widget.id, widget } : null;
}
