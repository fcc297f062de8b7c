import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { LOG_OUT_LABEL } from "~/content/navigation";
import {
  groupLabelClass,
  itemClass,
  LOGOUT_FORM_ID,
  MenuAnchor,
  panelClass,
  type AccountMenuProps,
} from "./account-menu-parts";

/**
 * The signed-in viewer's menu of actions as a Radix drop-down (arrow keys, typeahead, focus
 * return). Loaded on demand by user-menu.tsx, only for signed-in viewers: visitors never
 * download Radix (docs/decisions/027).
 */
export default function AccountMenuDropdown({
  label,
  accessibleLabel,
  triggerClassName,
  header,
  items,
  logout = false,
}: AccountMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger aria-label={accessibleLabel} className={triggerClassName}>
        {label}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={`${panelClass} z-50`}>
          {header ? (
            <DropdownMenu.Label className="px-3 py-2 text-xs text-fg-subtle">{header}</DropdownMenu.Label>
          ) : null}
          {items.map((group, index) => (
            <DropdownMenu.Group key={index}>
              {index ? <DropdownMenu.Separator className="my-1 h-px bg-border" /> : null}
              {group.label ? <DropdownMenu.Label className={groupLabelClass}>{group.label}</DropdownMenu.Label> : null}
              {group.links.map((link) => (
                <DropdownMenu.Item key={link.href} asChild>
                  <MenuAnchor link={link} />
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Group>
          ))}
          {logout ? (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-border" />
              {/* Not a submit button: choosing an item closes the menu and removes the button before
                  its click could submit, so the item submits the hidden logout form itself. */}
              <DropdownMenu.Item
                className={`${itemClass} cursor-pointer`}
                onSelect={() => document.querySelector<HTMLFormElement>(`#${LOGOUT_FORM_ID}`)?.requestSubmit()}
              >
                {LOG_OUT_LABEL}
              </DropdownMenu.Item>
            </>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
