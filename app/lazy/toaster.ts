// What draws toasts, fetched with the first toast.
import "~/shared-chunk";

export { toastDrawer } from "~/lib/ui/toaster";
