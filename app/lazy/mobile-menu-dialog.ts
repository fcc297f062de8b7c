// The mobile menu's dialog, fetched on the first tap of the menu button (ADR 029).
import "~/shared-chunk";

export { MobileMenuDialog } from "~/components/layout/mobile-menu-dialog";
