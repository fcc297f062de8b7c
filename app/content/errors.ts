/** Copy of the error screens (docs/product.md §8). The 404 texts are contract texts. */

export const homeLink = { label: "Return to Home", href: "/" } as const;

export const errorCopy = {
  notFound: { code: "404", message: "Oops! Page not found" },
  forbidden: {
    code: "403",
    message: "You do not have access to this page.",
    detail:
      "This area is for administrators. If you think you should have access, ask an administrator to grant your account the admin role.",
  },
  request: { title: "This request could not be handled", status: "Error" },
  /** Verbatim: the default route error screen's title. */
  unexpected: { title: "Unexpected Application Error!" },
} as const;

/** What a part of a page shows while it is still on its way (docs/product.md §2). */
export const LOADING_LABEL = "Loading...";
