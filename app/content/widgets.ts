/** Copy of the embeddable widgets (/admin/embeds, /widget-preview/{id}) and their messages. */
import { site } from "./site";

export const widgetKindLabels = {
  audit: "Audit form",
  lead: "Lead form",
  review: "Review badge",
} as const;

/** What a widget shows when its settings leave a text out. */
export const widgetDefaults = {
  audit: { heading: "Free SEO Audit", buttonLabel: "Audit my site" },
  lead: { heading: "Talk to an SEO Specialist", buttonLabel: "Send" },
} as const;

export const widgetCopy = {
  /** A widget form whose widget was deleted (or was never a lead form). */
  gone: "This form is no longer available. Please contact us through our website.",
  sent: "Thank you! Your message is on its way. A specialist will reply within one business day.",
  reviewCount: (count: number) => `${count} reviews`,
  /** The review badge's heading when its settings give none, with the site-wide rating (ADR 079). */
  reviewHeading: (rating: number) => `Rated ${rating} by Our Clients`,
  poweredBy: `Powered by ${site.name}`,
  websiteLabel: "Website",
  sending: "Sending…",
} as const;

export const widgetMessages = {
  nameRequired: "Please give the widget a name.",
  nameTooLong: "Please keep the name under 80 characters.",
  kindRequired: "Please choose what the widget is: an audit form, a lead form or a review badge.",
  headingTooLong: "Please keep the heading under 80 characters.",
  buttonLabelTooLong: "Please keep the button label under 40 characters.",
  buttonLabelOnBadge: "A review badge has no button; leave the button label empty.",
  themeInvalid: "Please choose a light or dark theme.",
  serviceInvalid: "Please choose one of the services of the contact form.",
  serviceOnlyForLeads: "Only a lead form has a service; leave it empty.",
  originInvalid: (value: string) =>
    `"${value}" is not an origin: write https://example.com (scheme, host and port only, no path).`,
  tooManyOrigins: "Please list at most 20 sites.",
  /** Shown above a refused widget form. */
  fixErrors: "Please correct the highlighted fields and save again.",
} as const;

/** The embeds pages (/admin/embeds, /admin/embeds/{id}). */
export const embedsCopy = {
  listHeading: "Your Widgets",
  caption: "Widgets",
  columns: { name: "Name", kind: "Kind", origins: "Sites allowed", updated: "Last changed", actions: "Actions" },
  anySite: "No site yet",
  originsCount: (count: number) => `${count} ${count === 1 ? "site" : "sites"}`,
  preview: "Preview",
  edit: "Edit",
  newHeading: "New Widget",
  newText: "Name it, choose what it is, and list the sites that may show it. You get its snippet next.",
  create: "Create widget",
  creating: "Creating…",
  back: { label: "All widgets", href: "/admin/embeds" },
  snippetHeading: "Embed Snippet",
  snippetText:
    "Paste this where the widget should appear on an allowed site. Sites not listed are refused by the browser.",
  snippetLabel: "Embed code",
  settingsHeading: "Settings",
  settingsText: "Changes show on every site that embeds the widget as soon as you save.",
  save: "Save widget",
  saving: "Saving…",
  deleteHeading: "Delete This Widget",
  deleteText:
    "Sites that embed it will show nothing. Leads it already sent stay in the inbox with their source. This cannot be undone.",
  delete: "Delete widget",
  deleting: "Deleting…",
  fields: {
    name: "Name",
    kind: "Kind",
    heading: "Heading",
    buttonLabel: "Button label",
    theme: "Theme",
    themes: { light: "Light", dark: "Dark" },
    service: "Service (lead forms)",
    none: "None",
    origins: "Sites allowed to embed it",
    originsHint: "One origin per line, like https://partner.example",
  },
} as const;
