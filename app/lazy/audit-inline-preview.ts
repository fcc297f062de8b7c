// The audit form's in-place preview, fetched on the first valid submit with JavaScript (ADR 046).
import "~/shared-chunk";

export { startInlineAudit } from "~/components/forms/audit-inline-preview.behaviour";
