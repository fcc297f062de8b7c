import { createServerClient, parseCookieHeader, serializeCookieHeader } from "@supabase/ssr";
import { SESSION_TIMEBOX_SECONDS } from "./session-limits";
import type { SupabaseClient } from "@supabase/supabase-js";
import { isHttps } from "../http/site-origin.server";
import { publishableKey } from "~/lib/db/publishable-key.server";
import { clientAddress } from "~/lib/limits/rate-limit.server";

/** An IPv4 or IPv6 address as Cloudflare writes one; anything else is not forwarded. */
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)$/;
const IPV6 = /^(?=[^:]*:[^:]*:)[0-9a-f:.]{2,45}$/i;
const isAddress = (text: string) => IPV4.test(text) || IPV6.test(text);

export interface RequestSupabase {
  supabase: SupabaseClient;
  /** Set-Cookie and cache headers the client produced; server.ts copies them onto the response. */
  headers: Headers;
}

/** `sb-<first label of the project host>-auth-token`, as @supabase/ssr names it. */
export function authCookieName(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split(".")[0]}-auth-token`;
}

/** True when the request carries any Supabase auth cookie (or one of its chunks). */
export function hasAuthCookie(request: Request, env: Pick<Env, "SUPABASE_URL">): boolean {
  const name = authCookieName(env.SUPABASE_URL);
  return parseCookieHeader(request.headers.get("Cookie") ?? "").some((cookie) => cookie.name.startsWith(name));
}

/**
 * The one Supabase client of a request. Cookies are read from the request and every
 * cookie the client writes (sign-in, refresh, sign-out) is collected in `headers`.
 */
export function createSupabaseServerClient(request: Request, env: Env): RequestSupabase {
  const headers = new Headers();
  const secure = isHttps(request);
  const userAgent = request.headers.get("User-Agent")?.slice(0, 512);
  const visitor = clientAddress(request);
  const supabase = createServerClient(env.SUPABASE_URL, publishableKey(env), {
    cookieOptions: { httpOnly: true, secure, sameSite: "lax", path: "/" },
    cookies: {
      getAll() {
        return parseCookieHeader(request.headers.get("Cookie") ?? "").map(({ name, value }) => ({
          name,
          value: value ?? "",
        }));
      },
      setAll(cookies, cacheHeaders) {
        for (const { name, value, options } of cookies) {
          // The library sets 400 days whatever cookieOptions say; a session lasts at most its time-box.
          const maxAge = options.maxAge && Math.min(options.maxAge, SESSION_TIMEBOX_SECONDS);
          headers.append("Set-Cookie", serializeCookieHeader(name, value, { ...options, maxAge }));
        }
        for (const [key, value] of Object.entries(cacheHeaders ?? {})) headers.set(key, value);
      },
    },
    global: {
      // A slow or unreachable auth server must not hold a page hostage. The visitor's browser is
      // named to the auth server, which records it with each session (the sessions list on
      // /profile), and so is their address: the auth server's limits per address then count each
      // visitor, not the Worker all visitors share (ADR 063).
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        if (userAgent) headers.set("User-Agent", userAgent);
        if (isAddress(visitor)) headers.set("Sb-Forwarded-For", visitor);
        return fetch(input, { ...init, headers, signal: init?.signal ?? AbortSignal.timeout(5_000) });
      },
    },
  });
  return { supabase, headers };
}

/**
 * Expired Set-Cookie headers for every Supabase auth cookie the request carries (chunks
 * too). Used on logout so the visitor is signed out even when the auth server is down.
 */
export function expireAuthCookies(request: Request, env: Pick<Env, "SUPABASE_URL">, headers: Headers): void {
  const name = authCookieName(env.SUPABASE_URL);
  const secure = isHttps(request);
  for (const cookie of parseCookieHeader(request.headers.get("Cookie") ?? "")) {
    if (!cookie.name.startsWith(name)) continue;
    headers.append(
      "Set-Cookie",
      serializeCookieHeader(cookie.name, "", { path: "/", maxAge: 0, httpOnly: true, sameSite: "lax", secure }),
    );
  }
}
