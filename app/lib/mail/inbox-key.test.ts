import { describe, expect, it } from "vitest";
import { inboxKey } from "./inbox-key";

describe("inboxKey", () => {
  it("counts one inbox however its address is written", () => {
    expect(inboxKey("Jane.Doe+audit@Gmail.com")).toBe("janedoe@gmail.com");
    expect(inboxKey("j.a.n.e.doe@googlemail.com")).toBe("janedoe@gmail.com");
    expect(inboxKey("jane+1@example.com")).toBe(inboxKey("JANE+2@example.com"));
    // Dots matter elsewhere.
    expect(inboxKey("jane.doe@example.com")).toBe("jane.doe@example.com");
  });
});
