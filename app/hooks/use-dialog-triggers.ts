import { useEffect } from "react";
import { contactBook } from "~/lib/site/contact-book";
import { useSiteSettings } from "~/lib/site/use-site-settings";
import { dialogTrigger } from "~/lib/ui/dialogs";

/**
 * Mounted once in the root layout (ADR 029). A click on any `[data-dialog-open]` link loads the
 * dialogs' module on demand and opens the named dialog instead of following the link; without
 * JavaScript the link leads to the same content on /crm-seo. It listens in the capture phase, so a
 * Remix <Link> never starts its navigation first.
 */
export function useDialogTriggers() {
  // The dialogs draw the settings' phone line and email (ADR 052).
  const settings = useSiteSettings();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      const found = dialogTrigger(event);
      if (!found) return;
      event.preventDefault();
      const book = settings ? contactBook(settings) : null;
      void import("~/lazy/open-dialog").then(({ openDialog }) => openDialog(found.name, found.trigger, book));
    }
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [settings]);
}
