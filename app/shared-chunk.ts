/**
 * One chunk for everything the root loads (docs/decisions/035).
 *
 * esbuild's code splitting gives every set of entry points that reach a module a chunk of its own,
 * and in Remix's client build every route module and every `import()` target is an entry. Modules
 * the frame shares with some routes but not others ended up in thirty-odd small files per page,
 * each gzipped apart: headers, tables and import lists the budget paid for nothing (ADR 035).
 * The root is on every page, so its modules cost a route nothing: every entry imports this file
 * (root, `entry.client`, route modules, `import()` targets; `shared-chunk.test.ts` checks), which
 * makes them all reach the same modules, and esbuild puts those in one chunk with React and Remix.
 * Imports here only decide where code lands, never what ships: unused exports are still dropped.
 * package.json marks this file alone as having side effects, so the bare imports are kept.
 */
import "@remix-run/react";
import "react";
import "react-dom/client";
import "~/components/layout/navigation-progress";
import "~/components/layout/site-header";
import "~/components/markup/server-markup";
import "~/components/ui/toaster";
import "~/content/frame-timings";
import "~/content/skip-link";
import "~/hooks/use-dialog-triggers";
import "~/hooks/use-markup-links";
import "~/lib/http/error-headers";
import "~/lib/http/nonce";
import "~/lib/markup/data-hooks";
import "~/lib/seo/meta";
import "~/lib/seo/structured-data/organization";
import "~/lib/seo/structured-data/types";
import "~/lib/seo/structured-data/website";
import "~/lib/site/contact-book";
import "~/lib/site/service-worker";
import "~/lib/site/settings";
import "~/lib/site/site-areas";
import "~/lib/ui/server-or-lazy";

// The root's server modules: the browser gets an empty stand-in for each, a file apiece unless here.
import "~/components/errors/route-error-page.server";
import "~/components/layout/site-frame-markup.server";
import "~/components/layout/user-menu.server";
import "~/lib/http/site-origin.server";
import "~/lib/leads/inbox.server";
import "~/lib/ui/account-stylesheet.server";
// And the one most public routes import for their markup's views: a file of its own costs those
// pages more than its place in the chunk does (ADR 035).
import "~/components/pages/views.server";
