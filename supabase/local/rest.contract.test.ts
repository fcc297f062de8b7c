/**
 * Contract tests for `/rest/v1` and the migrations' RLS policies, driven by the real
 * supabase-js client. One in-memory stand-in serves the whole file.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, anonClient, CookieJar, serviceClient, signedIn, signedInAal2, USER } from "./contract-helpers";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "./keys";
import { startStandIn, type StandIn } from "./stand-in";
import type { SupabaseClient } from "@supabase/supabase-js";

let standIn: StandIn;
let admin: SupabaseClient;
let user: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  standIn = await startStandIn({ port: 0, bcryptCost: 4, mailerAutoconfirm: true, log: () => {} });
  // Admin data needs an admin at aal2 (migration 20261123120000).
  [admin, user] = await Promise.all([
    signedInAal2(standIn.url, ADMIN).then((signed) => signed.client),
    signedIn(standIn.url, USER),
  ]);
  service = serviceClient(standIn.url);
});
afterAll(async () => {
  await standIn?.stop();
});

describe("profiles and their policies", () => {
  it("the admin reads every profile; the user reads only their own", async () => {
    const all = await admin.from("profiles").select("id, role, full_name").order("full_name");
    expect(all.error).toBeNull();
    expect(all.data).toEqual([
      { id: ADMIN.id, role: "admin", full_name: "Ada Admin" },
      { id: USER.id, role: "user", full_name: "Uma User" },
    ]);
    const own = await user.from("profiles").select("id, role");
    expect(own.data).toEqual([{ id: USER.id, role: "user" }]);
    const anon = await anonClient(standIn.url).from("profiles").select("*");
    expect(anon).toMatchObject({ status: 200, data: [] });
  });

  it(".single() reads one object, and answers PGRST116 with 406 for zero or many rows", async () => {
    const one = await user.from("profiles").select("role").eq("id", USER.id).single();
    expect(one).toMatchObject({ status: 200, data: { role: "user" }, error: null });

    const none = await user.from("profiles").select("role").eq("id", ADMIN.id).single();
    expect(none.status).toBe(406);
    expect(none.error).toEqual({
      code: "PGRST116",
      details: "The result contains 0 rows",
      hint: null,
      message: "Cannot coerce the result to a single JSON object",
    });
    const many = await admin.from("profiles").select("role").single();
    expect(many.status).toBe(406);
    expect(many.error).toMatchObject({ code: "PGRST116", details: "The result contains 2 rows" });
    const maybe = await user.from("profiles").select("role").eq("id", ADMIN.id).maybeSingle();
    expect(maybe).toMatchObject({ status: 200, data: null, error: null });
  });

  it("a user edits their own name but not their role (42501, 403); the service role can", async () => {
    const renamed = await user
      .from("profiles")
      .update({ full_name: "Uma Renamed" })
      .eq("id", USER.id)
      .select("full_name")
      .single();
    expect(renamed).toMatchObject({ status: 200, data: { full_name: "Uma Renamed" } });

    const promote = await user.from("profiles").update({ role: "admin" }).eq("id", USER.id);
    expect(promote.status).toBe(403);
    expect(promote.error).toMatchObject({ code: "42501" });
    expect((await user.from("profiles").select("role").eq("id", USER.id).single()).data).toEqual({ role: "user" });

    const others = await user.from("profiles").update({ full_name: "Hacked" }).eq("id", ADMIN.id).select();
    expect(others).toMatchObject({ status: 200, data: [] });

    const byService = await service.from("profiles").update({ role: "admin" }).eq("id", USER.id).select("role");
    expect(byService).toMatchObject({ status: 200, data: [{ role: "admin" }] });
    const restored = await service.from("profiles").update({ role: "user", full_name: "Uma User" }).eq("id", USER.id);
    expect(restored.status).toBe(204);
  });

  it("maps constraint errors as PostgREST: 23505 and 23503 to 409, 23514 and 22P02 to 400", async () => {
    const duplicate = await service.from("profiles").insert({ id: USER.id });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error).toMatchObject({ code: "23505", message: expect.stringContaining("duplicate key") });
    const orphan = await service.from("profiles").insert({ id: "00000000-0000-4000-8000-00000000dead" });
    expect(orphan).toMatchObject({ status: 409, error: { code: "23503" } });
    const badRole = await service.from("profiles").update({ role: "owner" }).eq("id", USER.id);
    expect(badRole).toMatchObject({ status: 400, error: { code: "23514" } });
    const badUuid = await service.from("profiles").select("id").eq("id", "not-a-uuid");
    expect(badUuid).toMatchObject({ status: 400, error: { code: "22P02" } });
  });
});

describe("audit requests and their policies", () => {
  it("only the service role inserts (the site records audits); visitors and users are refused", async () => {
    const anon = anonClient(standIn.url);
    const row = { url: "https://anon.example/", hostname: "anon.example" };
    expect(await anon.from("audit_requests").insert(row)).toMatchObject({ status: 401, error: { code: "42501" } });
    expect(await user.from("audit_requests").insert({ ...row, user_id: USER.id })).toMatchObject({
      status: 403,
      error: { code: "42501" },
    });
    const stored = await service.from("audit_requests").insert({ ...row, user_id: USER.id });
    expect(stored).toMatchObject({ status: 201, data: null, error: null });
    expect(await anon.from("audit_requests").select("*")).toMatchObject({ status: 401, error: { code: "42501" } });
  });

  it("a user reads their own audit requests and no one else's", async () => {
    const { data } = await user.from("audit_requests").select("user_id");
    expect(data!.length).toBeGreaterThan(0);
    expect(data!.every((row) => row.user_id === USER.id)).toBe(true);
    const tooLong = await service
      .from("audit_requests")
      .insert({ url: `https://a.example/${"x".repeat(2100)}`, hostname: "a.example" });
    expect(tooLong).toMatchObject({ status: 400, error: { code: "23514" } });
  });

  it("the admin reads them newest first with range and an exact count", async () => {
    const { data, error, count, status } = await admin
      .from("audit_requests")
      .select("id, url, hostname, user_id, created_at", { count: "exact" })
      .order("created_at", { ascending: false })
      .range(0, 49);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(count).toBe(data!.length);
    expect(data!.map((r) => r.hostname)).toEqual(expect.arrayContaining(["anon.example", "example.org"]));
    const times = data!.map((r) => Date.parse(r.created_at as string));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(data![0]).not.toHaveProperty("ip");
  });

  it("only the service role updates or deletes", async () => {
    const target = (
      await service
        .from("audit_requests")
        .insert({ url: "https://del.example/", hostname: "del.example", user_id: USER.id })
        .select("id")
        .single()
    ).data!;
    const byAdmin = await admin.from("audit_requests").delete({ count: "exact" }).eq("id", target.id);
    expect(byAdmin).toMatchObject({ status: 403, error: { code: "42501" } });
    const byUser = await user
      .from("audit_requests")
      .update({ hostname: "changed.example" })
      .eq("id", target.id)
      .select();
    expect(byUser).toMatchObject({ status: 403, error: { code: "42501" } });
    const byService = await service.from("audit_requests").delete().eq("id", target.id).select("hostname");
    expect(byService).toMatchObject({ status: 200, data: [{ hostname: "del.example" }] });
  });
});

describe("query language", () => {
  it("filters with eq, neq, gt, gte, lt, lte, like, ilike, is, in, not and or", async () => {
    const rows = async (
      build: (q: ReturnType<SupabaseClient["from"]>) => PromiseLike<{ data: unknown; error: unknown }>,
    ) => {
      const { data, error } = await build(service.from("audit_requests"));
      expect(error).toBeNull();
      return (data as { hostname: string }[]).map((r) => r.hostname).sort();
    };
    const ids = (await service.from("audit_requests").select("id").order("id")).data!.map((r) => r.id as number);
    const [first, second] = ids as [number, number];
    expect(await rows((q) => q.select("hostname").eq("hostname", "example.org"))).toEqual(["example.org"]);
    expect(await rows((q) => q.select("hostname").neq("hostname", "example.org").lte("id", second))).toEqual([
      "shop.example.net",
    ]);
    expect(
      await rows((q) =>
        q
          .select("hostname")
          .gt("id", first)
          .lt("id", second + 1),
      ),
    ).toEqual(["shop.example.net"]);
    expect(await rows((q) => q.select("hostname").gte("id", first).lte("id", first))).toEqual(["example.org"]);
    expect(await rows((q) => q.select("hostname").like("hostname", "shop.*"))).toEqual(["shop.example.net"]);
    expect(await rows((q) => q.select("hostname").ilike("hostname", "%EXAMPLE.ORG"))).toEqual(["example.org"]);
    expect(await rows((q) => q.select("hostname").is("user_id", null).lte("id", second))).toEqual(["example.org"]);
    expect(
      await rows((q) => q.select("hostname").in("hostname", ["example.org", "shop.example.net", "none,such"])),
    ).toEqual(["example.org", "shop.example.net"]);
    expect(await rows((q) => q.select("hostname").not("user_id", "is", null).eq("id", second))).toEqual([
      "shop.example.net",
    ]);
    expect(
      await rows((q) => q.select("hostname").or(`hostname.eq.example.org,and(id.eq.${second},user_id.not.is.null)`)),
    ).toEqual(["example.org", "shop.example.net"]);
  });

  it("selects aliases and casts, orders, limits and offsets", async () => {
    const { data } = await service
      .from("audit_requests")
      .select("site:hostname, id::text")
      .order("id", { ascending: true })
      .range(1, 1);
    expect(data).toEqual([{ site: "shop.example.net", id: "2" }]);
    const limited = await service
      .from("audit_requests")
      .select("id")
      .order("id", { ascending: false, nullsFirst: false })
      .limit(2);
    expect(limited.data).toHaveLength(2);
  });

  it("honours the Range header and answers Content-Range", async () => {
    const response = await fetch(`${standIn.url}/rest/v1/audit_requests?select=id&order=id`, {
      headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Range: "0-0", Prefer: "count=exact" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ id: 1 }]);
    expect(response.headers.get("content-range")).toMatch(/^0-0\/\d+$/);
  });

  it("upserts on the primary key", async () => {
    const { data, error } = await service
      .from("profiles")
      .upsert({ id: USER.id, full_name: "Uma Upserted" })
      .select("full_name");
    expect(error).toBeNull();
    expect(data).toEqual([{ full_name: "Uma Upserted" }]);
    await service.from("profiles").update({ full_name: "Uma User" }).eq("id", USER.id);
  });

  it("rejects what it does not support, and unknown tables and columns, with PostgREST's codes", async () => {
    const operator = await service.from("profiles").select("id").filter("full_name", "fts", "ada");
    expect(operator).toMatchObject({ status: 400, error: { code: "PGRST100" } });
    const spread = await service.from("profiles").select("id, ...users(email)");
    expect(spread).toMatchObject({ status: 400, error: { code: "PGRST100" } });
    const outsidePublic = await service.from("profiles").select("id, users(email)");
    expect(outsidePublic).toMatchObject({ status: 400, error: { code: "PGRST200" } });
    const table = await service.from("no_such_table").select("*");
    expect(table).toMatchObject({ status: 404, error: { code: "42P01" } });
    const column = await service.from("profiles").select("no_such_column");
    expect(column).toMatchObject({ status: 400, error: { code: "42703" } });
    const schema = await service.schema("auth").from("users").select("*");
    expect(schema).toMatchObject({ status: 406, error: { code: "PGRST106" } });
  });

  it("refuses requests without a valid API key or with a bad token", async () => {
    const noKey = await fetch(`${standIn.url}/rest/v1/profiles`);
    expect(noKey.status).toBe(401);
    const badKey = await fetch(`${standIn.url}/rest/v1/profiles`, { headers: { apikey: "nope" } });
    expect(badKey.status).toBe(401);
    const badJwt = await fetch(`${standIn.url}/rest/v1/profiles`, {
      headers: { apikey: LOCAL_ANON_KEY, Authorization: "Bearer not.a.jwt" },
    });
    expect(badJwt.status).toBe(401);
    expect(await badJwt.json()).toMatchObject({ code: "PGRST301" });
  });
});

describe("server-side client (@supabase/ssr)", () => {
  it("signs in into cookies, then a later request verifies the claims and reads the role", async () => {
    const jar = new CookieJar();
    const signIn = await jar.client(standIn.url).auth.signInWithPassword(ADMIN);
    expect(signIn.error).toBeNull();
    // An admin with a factor has a larger session: @supabase/ssr may split it into .0, .1, …
    expect([...jar.cookies.keys()].some((name) => /^sb-127-auth-token(\.\d+)?$/.test(name))).toBe(true);

    const loader = jar.client(standIn.url);
    const { data: claims } = await loader.auth.getClaims();
    expect(claims?.claims.sub).toBe(ADMIN.id);
    const { data: profile } = await loader.from("profiles").select("role").eq("id", claims!.claims.sub).single();
    expect(profile).toEqual({ role: "admin" });
  });
});
