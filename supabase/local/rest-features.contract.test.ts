/**
 * Contract tests for the PostgREST features the admin and account pages use, driven by the real
 * supabase-js client against a stand-in loaded with a small fixture schema
 * (fixtures/rest-features): counts and Content-Range, HEAD, `or`, `ilike`, `in`, ranges, embedded
 * resources in both directions, per-embed order and limit, idempotent inserts, filtered PATCH and
 * DELETE, views, and the select parser's refusal of anything but names and known casts.
 * Expected shapes follow PostgREST 12's documentation (Resource Embedding, Prefer headers, errors).
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonClient, serviceClient } from "./contract-helpers";
import { LOCAL_SERVICE_ROLE_KEY } from "./keys";
import { startStandIn, type StandIn } from "./stand-in";

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/rest-features/${name}`, import.meta.url));

let standIn: StandIn;
let service: SupabaseClient;
let anon: SupabaseClient;

beforeAll(async () => {
  standIn = await startStandIn({
    port: 0,
    bcryptCost: 4,
    mailerAutoconfirm: true,
    log: () => {},
    migrationsDir: fixture("migrations"),
    seedFile: fixture("seed.sql"),
  });
  service = serviceClient(standIn.url);
  anon = anonClient(standIn.url);
});
afterAll(async () => {
  await standIn?.stop();
});

/** A raw request with the service role, for headers supabase-js does not show. */
function raw(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${standIn.url}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`, ...init.headers },
  });
}

describe("counts and ranges", () => {
  it("count=exact gives the total beside a page, with Content-Range first-last/total", async () => {
    const page = await service.from("comments").select("id", { count: "exact" }).order("id").range(1, 2);
    expect(page).toMatchObject({ status: 200, count: 5, data: [{ id: 2 }, { id: 3 }] });
    const response = await raw("comments?select=id&order=id&offset=1&limit=2", { headers: { Prefer: "count=exact" } });
    expect(response.headers.get("content-range")).toBe("1-2/5");
    const past = await raw("comments?select=id&offset=10&limit=2", { headers: { Prefer: "count=exact" } });
    expect(past.headers.get("content-range")).toBe("*/5");
    expect(await past.json()).toEqual([]);
  });

  it("HEAD with count=exact answers the count without a body", async () => {
    const head = await service.from("comments").select("*", { count: "exact", head: true }).eq("post_id", 1);
    expect(head).toMatchObject({ status: 200, count: 4, data: null, error: null });
    const response = await raw("comments?post_id=eq.1", { method: "HEAD", headers: { Prefer: "count=exact" } });
    expect(response.headers.get("content-range")).toBe("0-3/4");
    expect(await response.text()).toBe("");
  });

  it("RLS decides what is counted", async () => {
    const { count } = await anon.from("comments").select("*", { count: "exact", head: true }).eq("post_id", 1);
    expect(count).toBe(3);
  });
});

describe("filters the inbox uses", () => {
  it("or=(…) across columns with ilike and * wildcards, values quoted when they hold commas or brackets", async () => {
    const { data, error } = await service
      .from("posts")
      .select("slug")
      .or('title.ilike."*(BRACKETS)*",slug.ilike.*IRS*')
      .order("id");
    expect(error).toBeNull();
    expect(data).toEqual([{ slug: "first" }, { slug: "second" }]);
    const percent = await service.from("posts").select("slug").ilike("title", "*100%*");
    expect(percent.data).toEqual([{ slug: "third" }]);
  });

  it("in.(…) and its negation", async () => {
    const within = await service.from("posts").select("slug").in("slug", ["first", "third", "none"]).order("id");
    expect(within.data).toEqual([{ slug: "first" }, { slug: "third" }]);
    const outside = await service.from("posts").select("slug").not("slug", "in", "(first,third)");
    expect(outside.data).toEqual([{ slug: "second" }]);
  });
});

describe("embedded resources", () => {
  it("one-to-many: a JSON array per row, filtered by the caller's RLS, with per-embed order and limit", async () => {
    const { data, error } = await anon
      .from("posts")
      .select("slug, comments(body)")
      .order("id")
      .order("created_at", { referencedTable: "comments", ascending: false })
      .limit(2, { referencedTable: "comments" })
      .in("slug", ["first", "third"]);
    expect(error).toBeNull();
    expect(data).toEqual([
      { slug: "first", comments: [{ body: "four" }, { body: "two" }] },
      { slug: "third", comments: [] },
    ]);
    const all = await service.from("posts").select("slug, comments(count:id)").eq("slug", "first").single();
    expect(all.data?.comments).toHaveLength(4);
  });

  it("many-to-one: an object or null, named by alias and chosen by a hint when two keys relate the tables", async () => {
    const { data, error } = await service
      .from("posts")
      .select("slug, author:authors!author_id(name), editor:authors!posts_editor_id_fkey(name)")
      .order("id");
    expect(error).toBeNull();
    expect(data).toEqual([
      { slug: "first", author: { name: "Ada" }, editor: { name: "Bo" } },
      { slug: "second", author: { name: "Ada" }, editor: null },
      { slug: "third", author: { name: "Bo" }, editor: { name: "Ada" } },
    ]);
  });

  it("nests, and embeds in a write's representation", async () => {
    const nested = await service
      .from("comments")
      .select("body, post:posts(slug, author:authors!author_id(name))")
      .eq("body", "five")
      .single();
    expect(nested.data).toEqual({ body: "five", post: { slug: "second", author: { name: "Ada" } } });
    const written = await service
      .from("comments")
      .insert({ post_id: 3, body: "six", created_at: "2026-11-04T00:00:00Z" })
      .select("body, post:posts(slug)")
      .single();
    expect(written).toMatchObject({ status: 201, data: { body: "six", post: { slug: "third" } } });
  });

  it("answers PGRST201 (300) for an ambiguous embed and PGRST200 (400) for an unrelated one", async () => {
    const ambiguous = await service.from("posts").select("slug, authors(name)");
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error).toMatchObject({ code: "PGRST201" });
    const unrelated = await service.from("authors").select("name, comments(body)");
    expect(unrelated).toMatchObject({ status: 400, error: { code: "PGRST200" } });
    const missing = await service.from("posts").select("slug, nothing(id)");
    expect(missing).toMatchObject({ status: 400, error: { code: "PGRST200" } });
  });
});

describe("writes", () => {
  it("ignore-duplicates with on_conflict inserts once and answers 201 both times", async () => {
    const post = { author_id: 3, slug: "idempotent", title: "Once" };
    const first = await service.from("posts").upsert(post, { onConflict: "slug", ignoreDuplicates: true });
    const again = await service
      .from("posts")
      .upsert({ ...post, title: "Twice" }, { onConflict: "slug", ignoreDuplicates: true });
    expect([first.status, again.status]).toEqual([201, 201]);
    const { data } = await service.from("posts").select("title").eq("slug", "idempotent");
    expect(data).toEqual([{ title: "Once" }]);
    const response = await raw("posts?on_conflict=slug", {
      method: "POST",
      headers: { "Content-Type": "application/json", Prefer: "resolution=ignore-duplicates,return=representation" },
      body: JSON.stringify(post),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual([]);
  });

  it("PATCH and DELETE touch only the filtered rows and report how many with count=exact", async () => {
    const patched = await service
      .from("posts")
      .update({ title: "Renamed" }, { count: "exact" })
      .eq("slug", "idempotent");
    expect(patched).toMatchObject({ status: 204, count: 1 });
    const none = await service.from("posts").update({ title: "x" }, { count: "exact" }).eq("slug", "no-such");
    expect(none).toMatchObject({ status: 204, count: 0 });
    const deleted = await service.from("posts").delete().eq("slug", "idempotent").select("title");
    expect(deleted).toMatchObject({ status: 200, data: [{ title: "Renamed" }] });
  });
});

describe("views", () => {
  it("reads a security-invoker view like a table, with filters, order and counts", async () => {
    const { data, count } = await service
      .from("author_post_counts")
      .select("name, posts", { count: "exact" })
      .gt("posts", 0)
      .order("posts", { ascending: false });
    expect(count).toBe(2);
    expect(data).toEqual([
      { name: "Ada", posts: 2 },
      { name: "Bo", posts: 1 },
    ]);
  });
});

describe("the select parser", () => {
  it("refuses a cast that smuggles SQL (400 PGRST100) and reads nothing", async () => {
    const injected = await raw(`authors?select=${encodeURIComponent("name::text from pg_roles union select rolname")}`);
    expect(injected.status).toBe(400);
    const body = (await injected.json()) as { code: string; message: string };
    expect(body.code).toBe("PGRST100");
    expect(JSON.stringify(body)).not.toMatch(/postgres|service_role|authenticator/);
    const viaClient = await anon.from("authors").select("name::text from pg_authid union select rolpassword");
    expect(viaClient).toMatchObject({ status: 400, data: null, error: { code: "PGRST100" } });
  });

  it("accepts the fixed casts and quoted names", async () => {
    const { data, error } = await service
      .from("posts")
      .select('id::text, "slug", created_at::date')
      .eq("id", 1)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: "1", slug: "first", created_at: "2026-11-01" });
  });
});
