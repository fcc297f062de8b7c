/**
 * The inbox's filters as they appear in the URL (/admin/leads?status=new&source=widget&q=acme&page=2),
 * shared by the page, its links and the CSV export, which exports exactly what the page filters.
 */
import { readPage } from "~/lib/ui/pagination";
import { contactServiceOptions } from "~/content/pages";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from "~/lib/forms/text-rules";
import { isLeadSource, isLeadStatus, type LeadSource, type LeadStatus } from "./lead";

export const INBOX_PAGE_SIZE = 50;
const MAX_SEARCH = 100;
const services = new Set<string>(contactServiceOptions.map((option) => option.value));

/**
 * The saved views (ADR 048): links above the inbox, each a preset of the filters below
 * (`?view=new` is `?status=new`; `?view=week` the leads received since Monday 00:00 UTC).
 */
export const INBOX_VIEWS = ["new", "week", "qualified", "won"] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];

const VIEW_STATUS: Partial<Record<InboxView, LeadStatus>> = { new: "new", qualified: "qualified", won: "won" };

function isInboxView(value: string): value is InboxView {
  return (INBOX_VIEWS as readonly string[]).includes(value);
}

/** Monday 00:00 UTC of the week `now` falls in, as an ISO timestamp. */
export function startOfWeek(now: Date): string {
  const day = (now.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day)).toISOString();
}

export interface InboxFilters {
  /** The saved view the address names, if any; its preset is already in the fields below. */
  view: InboxView | null;
  /** Only leads received at or after this time (the week view). */
  since: string | null;
  status: LeadStatus | null;
  source: LeadSource | null;
  service: string | null;
  /** Matched against name, email and company, ignoring case. */
  search: string;
  /** 1-based. */
  page: number;
}

/**
 * Unknown values are ignored rather than refused: a stale link still opens the inbox. A search
 * with control characters is refused (400), as every free-text field is (issue 24).
 */
export function parseInboxFilters(params: URLSearchParams, now: Date = new Date()): InboxFilters {
  if (hasControlCharacters(params.get("q") ?? "")) {
    throw new Response(`Search: ${CONTROL_CHARACTERS_MESSAGE}`, { status: 400, statusText: "Bad Request" });
  }
  const viewParam = params.get("view") ?? "";
  const view = isInboxView(viewParam) ? viewParam : null;
  // A status in the address wins over the view's own.
  const status = params.get("status") || (view ? (VIEW_STATUS[view] ?? "") : "");
  const source = params.get("source") ?? "";
  const service = params.get("service") ?? "";
  return {
    view,
    since: view === "week" ? startOfWeek(now) : null,
    status: isLeadStatus(status) ? status : null,
    source: isLeadSource(source) ? source : null,
    service: services.has(service) ? service : null,
    search: (params.get("q") ?? "").trim().slice(0, MAX_SEARCH),
    page: readPage(params),
  };
}

/** The query string of some filters (for links and the export), without empty values or what the view implies. */
export function inboxSearchParams(filters: Partial<InboxFilters>): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.view) params.set("view", filters.view);
  if (filters.status && filters.status !== (filters.view ? VIEW_STATUS[filters.view] : undefined)) {
    params.set("status", filters.status);
  }
  if (filters.source) params.set("source", filters.source);
  if (filters.service) params.set("service", filters.service);
  if (filters.search) params.set("q", filters.search);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/** A value inside a PostgREST logic tree: double-quoted, with `\` and `"` escaped. */
export function postgrestQuoted(value: string): string {
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/**
 * The `or` tree of a search: name, email or company contain the text, ignoring case. It is a
 * case-insensitive regular expression (`imatch`, Postgres `~*`) of the text with every regex
 * character escaped, so each character matches itself: PostgREST turns every `*` of a LIKE pattern
 * into `%`, with no escape, so `*` searched with `ilike` matched every lead (issue 24).
 */
export function searchTree(search: string): string | null {
  if (!search) return null;
  const literal = search.replace(/[\\^$.|?*+()[\]{}]/g, (c) => `\\${c}`);
  const pattern = postgrestQuoted(literal);
  return ["name", "email", "company"].map((column) => `${column}.imatch.${pattern}`).join(",");
}
