/**
 * Client logos as the home page uses them (issue 36 §1, ADR 078): records the company enters in
 * /admin/proof/logos (public.client_logos), shown in a strip only when some are published.
 */

export interface ClientLogo {
  id: string;
  /** The client's name: the image's text alternative. */
  name: string;
  image: string;
  href?: string;
}

/** The columns of public.client_logos the pages read. */
export const CLIENT_LOGO_COLUMNS = "id, name, image_url, link_url, position, created_at";

export interface ClientLogoRow {
  id: string;
  name: string;
  image_url: string;
  link_url: string | null;
  position: number;
  created_at: string;
}

/** The rows in the order the admin set (then oldest first), as the page uses them. */
export function fromClientLogoRows(rows: ClientLogoRow[]): ClientLogo[] {
  return [...rows]
    .sort((a, b) => a.position - b.position || a.created_at.localeCompare(b.created_at))
    .map((row) => ({
      id: row.id,
      name: row.name,
      image: row.image_url,
      ...(row.link_url ? { href: row.link_url } : {}),
    }));
}
