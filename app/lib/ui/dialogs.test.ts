import { describe, expect, it } from "vitest";
import { isBackdropClick } from "./dialog-backdrop";
import { dialogTrigger, isDialogName } from "./dialogs";

function click(target: EventTarget | null, extra: Partial<MouseEvent> = {}) {
  return {
    target,
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    ...extra,
  };
}

/** The DOM a click meets, reduced to what dialogTrigger reads (the unit tests run without a DOM). */
function trigger(name: string) {
  const link = { dataset: { dialogOpen: name } } as unknown as HTMLElement;
  const inside = (found: HTMLElement | null) => ({ closest: () => found }) as unknown as EventTarget;
  return { link: Object.assign(link, { closest: () => link }), label: inside(link), outside: inside(null) };
}

describe("dialogTrigger", () => {
  it("finds the trigger of a plain click on it or inside it", () => {
    const { link, label } = trigger("setup-guide");
    expect(dialogTrigger(click(link))).toEqual({ name: "setup-guide", trigger: link });
    expect(dialogTrigger(click(label))).toEqual({ name: "setup-guide", trigger: link });
  });

  it("leaves modified, secondary and already handled clicks to the link", () => {
    const { link } = trigger("crm-video");
    for (const extra of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(dialogTrigger(click(link, extra))).toBeNull();
    }
    expect(dialogTrigger(click(link, { defaultPrevented: true }))).toBeNull();
  });

  it("ignores unknown dialog names and clicks elsewhere", () => {
    expect(dialogTrigger(click(trigger("newsletter").link))).toBeNull();
    expect(dialogTrigger(click(trigger("setup-guide").outside))).toBeNull();
    expect(dialogTrigger(click(null))).toBeNull();
    // The document itself has no closest().
    expect(dialogTrigger(click({} as EventTarget))).toBeNull();
  });

  it("knows the two dialogs", () => {
    expect(isDialogName("setup-guide")).toBe(true);
    expect(isDialogName("crm-video")).toBe(true);
    expect(isDialogName(undefined)).toBe(false);
  });
});

describe("isBackdropClick", () => {
  const box = { left: 100, right: 500, top: 50, bottom: 450 };
  it("counts points outside the dialog's box", () => {
    expect(isBackdropClick({ clientX: 20, clientY: 200 }, box)).toBe(true);
    expect(isBackdropClick({ clientX: 300, clientY: 460 }, box)).toBe(true);
  });
  it("does not count its padding or its edge", () => {
    expect(isBackdropClick({ clientX: 102, clientY: 52 }, box)).toBe(false);
    expect(isBackdropClick({ clientX: 500, clientY: 450 }, box)).toBe(false);
  });
});
