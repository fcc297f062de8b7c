/**
 * Contract tests for watched projects (migration 20261202224500, issue 33, ADR 068): the owner
 * turns watching on and off for their own projects only, at most 5 at once; the sweep's query
 * (dueChecks over watch_status, run here as the Worker runs it) finds the projects without a check
 * for the day or week due, never checked first, then checked longest ago, and only the service
 * reads the view; a project has one check per period whatever the retries; a failed check has no
 * score; the owner and admins read checks, nobody else, and only the service writes them.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, anonClient, serviceClient, signedIn, signedInAal2, uniqueEmail, USER } from "../local/contract-helpers";
import { startStandIn, type StandIn } from "../local/stand-in";
import { dueChecks } from "../../app/lib/projects/watch-queries.server";

let standIn: StandIn;
let user: SupabaseClient;
let other: SupabaseClient;
let admin: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  standIn = await startStandIn({ port: 0, bcryptCost: 4, mailerAutoconfirm: true, log: () => {} });
  service = serviceClient(standIn.url);
  const account = { email: uniqueEmail("watcher"), password: "watcher-passphrase-2026" };
  expect((await anonClient(standIn.url).auth.signUp(account)).error).toBeNull();
  [{ client: admin }, user, other] = await Promise.all([
    signedInAal2(standIn.url, ADMIN),
    signedIn(standIn.url, USER),
    signedIn(standIn.url, account),
  ]);
});
afterAll(async () => {
  await standIn?.stop();
});

/** A new project of the client's owner, watched as asked. */
async function project(client: SupabaseClient, watch: "daily" | "weekly" | null = null): Promise<string> {
  const name = `Site ${Math.random().toString(36).slice(2, 8)}`;
  const created = await client
    .from("projects")
    .insert({ name, url: `https://${name.slice(5)}.example/` })
    .select("id")
    .single();
  expect(created.error).toBeNull();
  const id = created.data!.id as string;
  if (watch) expect((await client.from("projects").update({ watch }).eq("id", id)).error).toBeNull();
  return id;
}

const NOW = new Date("2026-12-02T10:17:00Z");
/** The cron run a check inserted here was due for (its place in the history). */
const AT = NOW.toISOString();
const DAY = "2026-12-02";
const WEEK = "2026-W49";

const due = async (at = NOW, limit = 500) => dueChecks(service, at, limit);
const dueIds = async (at = NOW) => (await due(at)).map((check) => check.projectId);

describe("watching a project", () => {
  it("the owner turns it on and off; another user cannot, and the values are the two periods", async () => {
    const id = await project(user);
    expect((await user.from("projects").update({ watch: "weekly" }).eq("id", id).select("watch")).data).toEqual([
      { watch: "weekly" },
    ]);
    expect((await other.from("projects").update({ watch: null }).eq("id", id).select("id")).data).toEqual([]);
    expect((await user.from("projects").update({ watch: "hourly" }).eq("id", id)).error?.code).toBe("23514");
    expect((await user.from("projects").update({ watch: null }).eq("id", id).select("watch")).data).toEqual([
      { watch: null },
    ]);
  });

  it("at most 5 watched projects per account: the sixth is refused, an unwatched one frees a place", async () => {
    const ids = await Promise.all([1, 2, 3, 4, 5].map(() => project(other, "weekly")));
    const sixth = await project(other);
    const refused = await other.from("projects").update({ watch: "daily" }).eq("id", sixth);
    expect(refused.error?.code).toBe("23514");
    expect(refused.error?.message).toBe("An account may watch at most 5 projects.");
    // Changing the period of one already watched is not a new place.
    expect((await other.from("projects").update({ watch: "daily" }).eq("id", ids[0]!)).error).toBeNull();
    expect((await other.from("projects").update({ watch: null }).eq("id", ids[1]!)).error).toBeNull();
    expect((await other.from("projects").update({ watch: "daily" }).eq("id", sixth)).error).toBeNull();
    await Promise.all([...ids, sixth].map((id) => other.from("projects").update({ watch: null }).eq("id", id)));
  });
});

describe("the cap under concurrent requests", () => {
  it("two projects turned on at once when 4 are watched: one is refused", async () => {
    const watched = await Promise.all([1, 2, 3, 4].map(() => project(other, "weekly")));
    const [a, b] = await Promise.all([project(other), project(other)]);
    const answers = await Promise.all(
      [a, b].map((id) => other.from("projects").update({ watch: "daily" }).eq("id", id!)),
    );
    expect(answers.map((answer) => answer.error?.code ?? "ok").sort()).toEqual(["23514", "ok"]);
    await Promise.all([...watched, a, b].map((id) => other.from("projects").delete().eq("id", id!)));
  });
});

describe("the projects due a check (dueChecks over watch_status)", () => {
  it("lists watched projects without a check this period, with the period; only the service reads the view", async () => {
    const daily = await project(user, "daily");
    const weekly = await project(user, "weekly");
    const unwatched = await project(user);
    const listed = await due();
    expect(listed).toContainEqual({ projectId: daily, period: DAY });
    expect(listed).toContainEqual({ projectId: weekly, period: WEEK });
    expect(listed.map((check) => check.projectId)).not.toContain(unwatched);
    expect((await user.from("watch_status").select("project_id")).error?.code).toBe("42501");

    // Checked this period: no longer due, until the next day (daily) or week (weekly).
    await service.from("project_checks").insert([
      { project_id: daily, scheduled_for: AT, period: DAY, status: "ok", score: 90 },
      { project_id: weekly, scheduled_for: AT, period: WEEK, status: "failed", error: "timeout" },
    ]);
    expect(await dueIds()).not.toContain(daily);
    expect(await dueIds()).not.toContain(weekly);
    expect(await dueIds(new Date("2026-12-03T00:17:00Z"))).toContain(daily);
    expect(await dueIds(new Date("2026-12-03T00:17:00Z"))).not.toContain(weekly);
    expect(await dueIds(new Date("2026-12-07T00:17:00Z"))).toContain(weekly);
    await Promise.all([daily, weekly, unwatched].map((id) => user.from("projects").delete().eq("id", id)));
  });

  it("puts projects never checked first, then those checked longest ago, and stops at the limit", async () => {
    const recent = await project(user, "daily");
    const never = await project(user, "daily");
    const older = await project(user, "daily");
    await service.from("project_checks").insert([
      {
        project_id: recent,
        scheduled_for: AT,
        period: "2026-01-02",
        status: "ok",
        score: 90,
        checked_at: "2026-01-02T00:00:00Z",
      },
      {
        project_id: older,
        scheduled_for: AT,
        period: "2026-01-01",
        status: "ok",
        score: 90,
        checked_at: "2026-01-01T00:00:00Z",
      },
    ]);
    const order = (await dueIds()).filter((id) => [recent, never, older].includes(id));
    expect(order).toEqual([never, older, recent]);
    expect(await due(NOW, 2)).toHaveLength(2);
    await Promise.all([recent, never, older].map((id) => user.from("projects").delete().eq("id", id)));
  });
});

describe("project_checks", () => {
  it("holds one check per project and period: a retried insert is ignored", async () => {
    const id = await project(user, "daily");
    const row = { project_id: id, scheduled_for: AT, period: "2026-12-01", status: "ok", score: 80 };
    const first = await service
      .from("project_checks")
      .upsert(row, { onConflict: "project_id,period", ignoreDuplicates: true })
      .select("id");
    const again = await service
      .from("project_checks")
      .upsert({ ...row, score: 10 }, { onConflict: "project_id,period", ignoreDuplicates: true })
      .select("id");
    expect(first.data).toHaveLength(1);
    expect(again.data).toEqual([]);
    expect((await service.from("project_checks").select("score").eq("project_id", id)).data).toEqual([{ score: 80 }]);
    await user.from("projects").delete().eq("id", id);
  });

  it("a failed check has no score; the owner and admins read checks, another user and writers do not", async () => {
    const id = await project(user, "weekly");
    const failedWithScore = await service.from("project_checks").insert({
      project_id: id,
      scheduled_for: AT,
      period: "2026-W48",
      status: "failed",
      score: 0,
      error: "unreachable",
    });
    expect(failedWithScore.error?.code).toBe("23514");
    expect(
      (
        await service
          .from("project_checks")
          .insert({ project_id: id, scheduled_for: AT, period: "2026-W48", status: "failed", error: "unreachable" })
      ).error,
    ).toBeNull();
    expect((await user.from("project_checks").select("status, error").eq("project_id", id)).data).toEqual([
      { status: "failed", error: "unreachable" },
    ]);
    expect((await admin.from("project_checks").select("status").eq("project_id", id)).data).toHaveLength(1);
    expect((await other.from("project_checks").select("status").eq("project_id", id)).data).toEqual([]);
    const forged = await user
      .from("project_checks")
      .insert({ project_id: id, scheduled_for: AT, period: "2026-W47", status: "ok", score: 100 });
    expect(forged.error?.code).toBe("42501");
    await user.from("projects").delete().eq("id", id);
  });
});

describe("watch_overview (the admin's view, migration 20261202230500)", () => {
  it("shows admins every watched project with its latest check and 30 days' counts; nobody else sees a row", async () => {
    const id = await project(user, "daily");
    await service.from("project_checks").insert([
      {
        project_id: id,
        scheduled_for: AT,
        period: "2026-11-30",
        status: "ok",
        score: 88,
        checked_at: new Date(Date.now() - 86_400_000).toISOString(),
      },
      {
        project_id: id,
        scheduled_for: AT,
        period: "2026-12-01",
        status: "failed",
        error: "timeout",
        checked_at: new Date().toISOString(),
      },
    ]);
    const row = (await admin.from("watch_overview").select("*").eq("project_id", id)).data?.[0];
    expect(row).toMatchObject({
      watch: "daily",
      last_status: "failed",
      last_score: null,
      completed_30d: 1,
      failed_30d: 1,
      overdue: false,
    });
    expect((await user.from("watch_overview").select("project_id")).data).toEqual([]);
    expect((await other.from("watch_overview").select("project_id")).data).toEqual([]);
    await user.from("projects").delete().eq("id", id);
  });

  it("marks a project overdue when its latest check is older than its period and two hourly runs", async () => {
    const id = await project(user, "daily");
    await service.from("project_checks").insert({
      project_id: id,
      scheduled_for: AT,
      period: "2026-11-01",
      status: "ok",
      score: 90,
      checked_at: new Date(Date.now() - 27 * 3_600_000).toISOString(),
    });
    expect((await admin.from("watch_overview").select("overdue").eq("project_id", id)).data).toEqual([
      { overdue: true },
    ]);
    await user.from("projects").delete().eq("id", id);
  });
});
