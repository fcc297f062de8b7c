// The home page's behaviour past the first screen, fetched on first use (ADR 037).
import "~/shared-chunk";

export { attachHomeBehaviours } from "~/components/home/home-page.behaviour";
