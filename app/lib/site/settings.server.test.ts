import type { AppLoadContext } from "@remix-run/cloudflare";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSettingsReader, saveSiteSettings, SETTINGS_KEEP_MS } from "./settings.server";

/** The settings row as the database answers it, with this promo text. */
const row = (promo: string) => ({
  promo_text: promo,
  promo_enabled: true,
  phone_toll_free: "(888) 555-0100",
  phone_tampa: "(813) 555-0101",
  phone_miami: "(305) 555-0102",
  phone_wyoming: "(307) 555-0103",
  audit_provider_user_id: "100001",
  contact_email: "hello@rankwell.com",
  updated_at: "2026-11-27T00:00:00Z",
});

let stored = "First offer";
let reads = 0;
let env: Env;
let next = 0;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  stored = "First offer";
  reads = 0;
  // A database of its own per test, so what one test kept is not another's.
  env = {
    SUPABASE_URL: `http://settings-${++next}.invalid`,
    SUPABASE_PUBLISHABLE_KEY: "anon",
    AUDIT_PROVIDER_USER_ID: "1",
  } as Env;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
    reads += 1;
    const url = String(input instanceof Request ? input.url : input);
    if (!url.includes("/site_settings")) throw new Error(`unexpected ${url}`);
    return Response.json(row(stored));
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const promoOf = async (fresh: boolean) => (await createSettingsReader(env, { fresh })()).promo.text;

describe("the site settings an isolate keeps", () => {
  it("serves requests the edge cache will not keep from one read for a minute, then reads again", async () => {
    expect(await promoOf(false)).toBe("First offer");
    stored = "Second offer";
    expect(await promoOf(false)).toBe("First offer");
    expect(reads).toBe(1);
    vi.advanceTimersByTime(SETTINGS_KEEP_MS + 1);
    expect(await promoOf(false)).toBe("Second offer");
    expect(reads).toBe(2);
  });

  it("always reads afresh for a page the edge cache may keep, and keeps what it read", async () => {
    expect(await promoOf(false)).toBe("First offer");
    stored = "Second offer";
    expect(await promoOf(true)).toBe("Second offer");
    expect(await promoOf(false)).toBe("Second offer");
    expect(reads).toBe(2);
  });

  it("reads once per request, however often the request asks", async () => {
    const settings = createSettingsReader(env, { fresh: true });
    await Promise.all([settings(), settings(), settings()]);
    expect(reads).toBe(1);
  });

  it("reads afresh after a save in the isolate that saved, and no read begun before it puts the old row back", async () => {
    let release: ((response: Response) => void) | undefined;
    vi.stubGlobal("fetch", () => new Promise<Response>((resolve) => (release = resolve)));
    const slowRead = promoOf(false);
    await vi.waitFor(() => expect(release).toBeDefined());
    vi.advanceTimersByTime(10);
    const update = {
      eq: () => ({ select: () => ({ single: async () => ({ data: row("Saved offer"), error: null }) }) }),
    };
    const admin = { env, auth: { client: () => ({ supabase: { from: () => ({ update: () => update }) } }) } };
    await saveSiteSettings(admin as unknown as AppLoadContext, {} as never);
    release?.(Response.json(row("Old offer")));
    expect(await slowRead).toBe("Old offer");
    // What the save changed may be more than the row it returns (the testimonials read with it):
    // the next page reads it all again, once, and keeps that.
    reads = 0;
    vi.stubGlobal("fetch", async () => {
      reads += 1;
      return Response.json(row("Saved offer"));
    });
    expect(await promoOf(false)).toBe("Saved offer");
    expect(await promoOf(false)).toBe("Saved offer");
    expect(reads).toBe(1);
  });

  it("reads the published testimonials with the settings, in the admin's order", async () => {
    const quote = (id: string, position: number, plan: string | null = null) => ({
      id,
      name: `Client ${id}`,
      role: "Owner",
      company: "Example Dental",
      quote: "They fixed what our old agency never found.",
      photo_url: null,
      rating: 5,
      source_url: null,
      plan_id: plan,
      illustrative: false,
      position,
      created_at: "2026-12-01T00:00:00Z",
    });
    let asked = "";
    vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
      asked = decodeURIComponent(String(input instanceof Request ? input.url : input));
      return Response.json({ ...row("Offer"), testimonials: [quote("b", 2), quote("a", 1, "starter")] });
    });
    const settings = await createSettingsReader(env, { fresh: true })();
    expect(asked).toContain("testimonials(");
    expect(settings.testimonials.map((t) => [t.id, t.planId])).toEqual([
      ["a", "starter"],
      ["b", undefined],
    ]);
  });
});
