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

  it("takes a save at once in the isolate that saved, and no read begun before it puts the old row back", async () => {
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
    vi.stubGlobal("fetch", async () => {
      throw new Error("the kept settings should answer");
    });
    expect(await promoOf(false)).toBe("Saved offer");
  });
});
