// The setup guide and video dialogs, fetched on the first click of a trigger (ADR 029).
import "~/shared-chunk";

export { openDialog } from "~/components/dialogs/open-dialog";
