// The top bar's mega-menu hover logic, fetched when a pointer first nears the bar.
import "~/shared-chunk";

export { createMenuHover } from "~/lib/ui/menu-hover";
