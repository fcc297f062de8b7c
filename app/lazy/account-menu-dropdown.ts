// The account menu's Radix dropdown, fetched when a signed-in viewer first opens it.
import "~/shared-chunk";

export { default } from "~/components/layout/account-menu-dropdown";
