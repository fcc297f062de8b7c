/**
 * `/auth/v1`: the GoTrue endpoints the app uses. Every response carries
 * `X-Supabase-Api-Version: 2024-01-01`; errors are `{code, message}`.
 */
import { API_VERSION_HEADERS, AuthError, authErrors } from "./auth-errors";
import { getUser, updateUser } from "./auth-account-routes";
import { enroll, factorRoute } from "./auth-mfa-routes";
import { otp, recover, resend, verify } from "./auth-otp-routes";
import { authenticate, clientInfo, endSessions, refreshSession, startSession } from "./auth-sessions";
import { signUp } from "./auth-signup";
import { findUserByEmail, recordSignIn } from "./auth-users";
import type { StandInConfig } from "./config";
import { header, json, empty, type Request, type Response } from "./http";
import { assertNoControlCharacters, readBody, stringField } from "./auth-input";
import { verifyPassword } from "./passwords";

async function passwordGrant(req: Request, config: StandInConfig): Promise<Response> {
  config.signInLimiter.take(req);
  const body = readBody(req);
  const rawEmail = stringField(body, "email");
  const password = stringField(body, "password");
  if (!rawEmail) throw authErrors.validation("missing email or phone");
  if (!password) throw authErrors.validation("missing password");
  const email = rawEmail.trim().toLowerCase();
  assertNoControlCharacters(email);
  const user = await config.db.transaction((tx) => findUserByEmail(tx, email));
  const ok = await verifyPassword(password, user?.encrypted_password);
  if (!user || !ok) throw authErrors.invalidCredentials();
  if (!user.email_confirmed_at) throw authErrors.emailNotConfirmed();
  const session = await config.db.transaction(async (tx) => {
    const signedIn = (await recordSignIn(tx, user.id)) ?? user;
    return startSession(tx, config, signedIn, "password", clientInfo(req));
  });
  return json(200, session);
}

async function refreshGrant(req: Request, config: StandInConfig): Promise<Response> {
  const token = stringField(readBody(req), "refresh_token");
  if (!token) throw authErrors.refreshTokenNotFound();
  const result = await config.db.transaction((tx) => refreshSession(tx, config, token, clientInfo(req)));
  if (result instanceof AuthError) throw result;
  return json(200, result);
}

async function token(req: Request, config: StandInConfig): Promise<Response> {
  const grantType = req.url.searchParams.get("grant_type");
  if (grantType === "password") return passwordGrant(req, config);
  if (grantType === "refresh_token") return refreshGrant(req, config);
  throw authErrors.validation(
    `unsupported_grant_type: ${grantType ?? "(none)"} is not supported by the local stand-in`,
  );
}

async function logout(req: Request, config: StandInConfig): Promise<Response> {
  const scope = req.url.searchParams.get("scope") ?? "global";
  if (scope !== "global" && scope !== "local" && scope !== "others") {
    throw authErrors.validation(`Unsupported logout scope ${JSON.stringify(scope)}`);
  }
  await config.db.transaction(async (tx) => {
    const auth = await authenticate(tx, config, header(req, "authorization"));
    await endSessions(tx, auth, scope);
  });
  return empty(204);
}

function settings(_req: Request, config: StandInConfig): Response {
  return json(200, {
    external: { email: true, phone: false, anonymous_users: false },
    disable_signup: false,
    mailer_autoconfirm: config.mailerAutoconfirm,
    phone_autoconfirm: false,
    sms_provider: "",
    saml_enabled: false,
  });
}

type Handler = (req: Request, config: StandInConfig) => Promise<Response> | Response;

const routes: Record<string, Partial<Record<string, Handler>>> = {
  "/health": { GET: () => json(200, { version: "local", name: "GoTrue", description: "Local Supabase stand-in" }) },
  "/settings": { GET: settings },
  "/.well-known/jwks.json": { GET: (_req, config) => json(200, { keys: [config.keys.publicJwk] }) },
  "/signup": { POST: signUp },
  "/token": { POST: token },
  "/logout": { POST: logout },
  "/user": { GET: getUser, PUT: updateUser },
  "/recover": { POST: recover },
  "/otp": { POST: otp },
  "/resend": { POST: resend },
  "/verify": { POST: verify },
  "/factors": { POST: enroll },
};

/** Auth paths that need no API key (as behind Supabase's gateway). */
export const PUBLIC_AUTH_PATHS = new Set(["/health", "/.well-known/jwks.json"]);

export async function handleAuth(req: Request, config: StandInConfig, path: string): Promise<Response> {
  let response: Response;
  try {
    const route = routes[path] ?? factorRoute(path);
    const handler = route?.[req.method];
    if (!route) throw authErrors.notFound();
    if (!handler) throw authErrors.methodNotAllowed();
    response = await handler(req, config);
  } catch (error) {
    if (error instanceof AuthError) {
      response = error.toResponse();
    } else {
      config.log(`Auth error on ${req.method} ${path}: ${(error as Error).stack ?? String(error)}`);
      response = authErrors.unexpected().toResponse();
    }
  }
  Object.assign(response.headers, API_VERSION_HEADERS);
  return response;
}
