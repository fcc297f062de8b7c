/** Widgets as the pages see them (the database row is snake_case; widgets.server.ts maps it). */

export const WIDGET_KINDS = ["audit", "lead", "review"] as const;
export type WidgetKind = (typeof WIDGET_KINDS)[number];

export interface WidgetSettings {
  heading?: string;
  /** Audit and lead forms. */
  buttonLabel?: string;
  theme?: "light" | "dark";
  /** Lead forms: the contact form's service the leads are filed under. */
  service?: string;
}

export interface Widget {
  id: string;
  name: string;
  kind: WidgetKind;
  settings: WidgetSettings;
  /** Origins allowed to frame it (CSP frame-ancestors). */
  allowedOrigins: string[];
  createdAt: string;
  updatedAt: string;
}

/** The hidden field a widget's form sends, naming the widget. */
export const WIDGET_FIELD = "widget";

export function widgetPreviewPath(id: string): string {
  return `/widget-preview/${id}`;
}

/** The HTML a site owner pastes to embed the widget. */
export function embedSnippet(siteOrigin: string, widget: Pick<Widget, "id" | "name" | "kind">): string {
  const height = widget.kind === "review" ? 160 : widget.kind === "audit" ? 220 : 520;
  const title = widget.name.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  return `<iframe src="${siteOrigin}${widgetPreviewPath(widget.id)}" title="${title}" width="100%" height="${height}" style="border:0" loading="lazy"></iframe>`;
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * An origin a widget may be framed from, normalised as browsers compare it (lower-case host,
 * default port dropped), or null: https, or http on the loopback address for local testing;
 * scheme, host and port only. The database checks the same rule (public.is_embed_origin).
 */
export function parseEmbedOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  const secure = url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname));
  const bare = url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
  const host = /^([a-z0-9-]+\.)*[a-z0-9-]+$/.test(url.hostname) || url.hostname === "[::1]";
  if (!secure || !bare || !host || !/\/\/[^/]+\/?$/.test(value.trim())) return null;
  return url.origin;
}
