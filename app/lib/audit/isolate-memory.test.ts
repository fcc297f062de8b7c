import { afterEach, describe, expect, it, vi } from "vitest";
import { isolateMemory } from "./isolate-memory";

afterEach(() => vi.useRealTimers());

describe("isolateMemory", () => {
  it("keeps an entry for its lifetime, the same object each time, then forgets it", () => {
    vi.useFakeTimers();
    const memory = isolateMemory<{ value: number; note?: string }>(60_000, 10);
    memory.set("a", { value: 1 });
    memory.get("a")!.note = "added";
    vi.advanceTimersByTime(59_000);
    expect(memory.get("a")).toMatchObject({ value: 1, note: "added" });
    vi.advanceTimersByTime(2_000);
    expect(memory.get("a")).toBeUndefined();
  });

  it("keeps at most its maximum, dropping the oldest first", () => {
    const memory = isolateMemory<{ value: number }>(60_000, 2);
    memory.set("a", { value: 1 });
    memory.set("b", { value: 2 });
    memory.set("c", { value: 3 });
    expect([memory.get("a"), memory.get("b")?.value, memory.get("c")?.value]).toEqual([undefined, 2, 3]);
  });
});
