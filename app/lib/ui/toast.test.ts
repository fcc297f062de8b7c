import { afterEach, describe, expect, it, vi } from "vitest";
import { showToast, TOAST_EVENT } from "./toast";

/** The smallest stand-in for a document: one optional helper element. */
function rootWith(helper: EventTarget | null): ParentNode {
  return { querySelector: () => helper } as unknown as ParentNode;
}

describe("showToast", () => {
  afterEach(() => vi.restoreAllMocks());

  it("dispatches the toast to the helper element", () => {
    const helper = new EventTarget();
    const received: unknown[] = [];
    helper.addEventListener(TOAST_EVENT, (event) => received.push((event as CustomEvent).detail));
    expect(
      showToast(
        { title: "Analysis Started", description: "Your website is being analyzed by SearchAtlas." },
        rootWith(helper),
      ),
    ).toBe(true);
    expect(received).toEqual([
      { title: "Analysis Started", description: "Your website is being analyzed by SearchAtlas." },
    ]);
  });

  it("logs an error and carries on when the helper element is missing", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(showToast({ title: "Analysis Started" }, rootWith(null))).toBe(false);
    expect(error).toHaveBeenCalledOnce();
  });
});
