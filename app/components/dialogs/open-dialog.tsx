import { createRoot } from "react-dom/client";
import { ContactBookContext, type ContactBook } from "~/lib/site/contact-book";
import { select } from "~/lib/markup/data-hooks";
import { DIALOG_HOOKS, type DialogName } from "~/lib/ui/dialogs";
import { SetupGuideDialog } from "./setup-guide-dialog";
import { VideoDialog } from "./video-dialog";

const DIALOGS = { "setup-guide": SetupGuideDialog, "crm-video": VideoDialog } as const;

/**
 * Loaded on demand by useDialogTriggers (ADR 029): draws the named dialog in a root of its own at
 * the end of <body>, outside the page's tree (the page's sections may be server-only markup), and
 * removes it once closed, handing focus back to the trigger. `book`: the page's contact details.
 */
export function openDialog(name: DialogName, trigger: HTMLElement, book: ContactBook | null) {
  if (document.querySelector(`dialog${select(DIALOG_HOOKS.dialog)}[open]`)) return;
  const host = document.createElement("div");
  document.body.appendChild(host);
  const root = createRoot(host);
  const Dialog = DIALOGS[name];
  root.render(
    <ContactBookContext.Provider value={book}>
      <Dialog
        onClosed={() => {
          trigger.focus();
          // Not while React is still dispatching the close event of this very root.
          setTimeout(() => {
            root.unmount();
            host.remove();
          });
        }}
      />
    </ContactBookContext.Provider>,
  );
}
