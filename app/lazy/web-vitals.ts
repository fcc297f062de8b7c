// Web vitals, fetched once the browser is idle (ADR 020).
import "~/shared-chunk";

export { startWebVitals } from "~/lib/vitals/browser";
