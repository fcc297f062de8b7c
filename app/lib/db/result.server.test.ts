import { describe, expect, it, vi } from "vitest";
import { DATABASE_UNAVAILABLE, dataOrThrow, INVALID_TEXT } from "./result.server";

/** The Response dataOrThrow throws for an answer, or the data it returns. */
function outcome<T>(answer: Parameters<typeof dataOrThrow<T>>[0]) {
  try {
    return { data: dataOrThrow(answer, "Test read") };
  } catch (thrown) {
    return { response: thrown as Response };
  }
}

describe("dataOrThrow", () => {
  it("returns the data of a good answer", () => {
    expect(outcome({ data: [1], error: null, status: 200 })).toEqual({ data: [1] });
  });

  it("answers text the database cannot store (a NUL byte) with a 400 and a plain message, not a 503", async () => {
    for (const code of ["22021", "22P05"]) {
      const { response } = outcome({ data: null, error: { code, message: "invalid byte sequence" }, status: 400 });
      expect(response?.status, code).toBe(400);
      expect(await response?.text()).toBe(INVALID_TEXT);
    }
  });

  it("answers any other failure with a 503, and logs its cause", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const { response } = outcome({ data: null, error: { code: "57014", message: "timeout" }, status: 500 });
      expect(response?.status).toBe(503);
      expect(await response?.text()).toBe(DATABASE_UNAVAILABLE);
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });
});
