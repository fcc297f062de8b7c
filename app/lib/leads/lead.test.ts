import { describe, expect, it } from "vitest";
import { buildTimeline, type LeadEventRow } from "./lead";

describe("a lead's timeline", () => {
  const event = (id: number, at: string, rest: Partial<LeadEventRow>): LeadEventRow => ({
    id,
    kind: "received",
    from_status: null,
    to_status: null,
    note_id: null,
    created_at: at,
    actor: null,
    ...rest,
  });
  const demo = { name: "Sam Ortiz", source: "demo", widget: null } as const;

  it("runs oldest first with who did it and the note's text", () => {
    const timeline = buildTimeline(
      [
        event(3, "2026-12-02T10:00:00Z", { kind: "note", note_id: 7, actor: { full_name: "Ada Admin" } }),
        event(1, "2026-12-01T10:00:00Z", { kind: "received", to_status: "new" }),
        event(2, "2026-12-02T10:00:00Z", {
          kind: "status",
          from_status: "new",
          to_status: "qualified",
          actor: { full_name: "Ada Admin" },
        }),
      ],
      [{ id: 7, body: "Called back.", createdAt: "2026-12-02T10:00:00Z", author: "Ada Admin" }],
      demo,
    );
    expect(timeline).toEqual([
      { id: 1, at: "2026-12-01T10:00:00Z", actor: "Sam Ortiz", kind: "received", source: "demo", widget: null },
      { id: 2, at: "2026-12-02T10:00:00Z", actor: "Ada Admin", kind: "status", from: "new", to: "qualified" },
      { id: 3, at: "2026-12-02T10:00:00Z", actor: "Ada Admin", kind: "note", note: "Called back." },
    ]);
  });

  // The review's finding (issue 36 §5): a seeded lead read "Ada Admin: received as New".
  it("gives the lead's arrival to the visitor and its form, whoever's session wrote the row", () => {
    const [received] = buildTimeline(
      [event(1, "2026-12-01T10:00:00Z", { kind: "received", to_status: "new", actor: { full_name: "Ada Admin" } })],
      [],
      { name: "Maria Lopez", source: "widget", widget: { id: "b0", name: "Partner site lead form" } },
    );
    expect(received).toEqual({
      id: 1,
      at: "2026-12-01T10:00:00Z",
      actor: "Maria Lopez",
      kind: "received",
      source: "widget",
      widget: "Partner site lead form",
    });
  });
});
