// The signed-in viewer's menu, fetched only for signed-in viewers.
import "~/shared-chunk";

export { UserMenu } from "~/components/layout/user-menu";
