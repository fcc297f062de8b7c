/**
 * `/auth/v1`: the GoTrue endpoints the app uses. Every response carries
 * `X-Supabase-Api-Version: 2024-01-01`; errors are `{code, message}`.
 */
import { API_VERSION_HEADERS, AuthError, authErrors } from "./auth-errors";
import { getUser, recover, updateUser, verify } from "./auth-account-routes";
import { startSession, refreshSession, authenticate, endSessions } from "./auth-sessions";
import { createUser, findUserByEmail, recordSignIn } from "./auth-users";
import type { StandInConfig } from "./config";
import { header, isRecord, json, empty, type Request, type Response } from "./http";
import { normaliseEmail, readBody, stringField } from "./auth-input";
import { assertStrongPassword, hashPassword, verifyPassword } from "./passwords";

async function signUp(req: Request, config: StandInConfig): Promise<Response> {
  const body = readBody(req);
  const rawEmail = stringField(body, "email");
  const password = stringField(body, "password");
  if (!rawEmail) throw authErrors.validation("To signup, please provide your email");
  if (!password) throw authErrors.validation("Signup requires a valid password");
  const email = normaliseEmail(rawEmail);
  assertStrongPassword(password);
  const data = isRecord(body.data) ? body.data : {};
  const encryptedPassword = await hashPassword(password, config.bcryptCost);
  const session = await config.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, email)) throw authErrors.userAlreadyExists();
    const user = await createUser(tx, { email, encryptedPassword, data });
    return startSession(tx, config, user, "password", header(req, "user-agent"));
  });
  config.log(`Signed up ${email}.`);
  return json(200, session);
}

async function passwordGrant(req: Request, config: StandInConfig): Promise<Response> {
  const body = readBody(req);
  const rawEmail = stringField(body, "email");
  const password = stringField(body, "password");
  if (!rawEmail) throw authErrors.validation("missing email or phone");
  if (!password) throw authErrors.validation("missing password");
  const email = rawEmail.trim().toLowerCase();
  const user = await config.db.transaction((tx) => findUserByEmail(tx, email));
  const ok = await verifyPassword(password, user?.encrypted_password);
  if (!user || !ok) throw authErrors.invalidCredentials();
  const session = await config.db.transaction(async (tx) => {
    const signedIn = (await recordSignIn(tx, user.id)) ?? user;
    return startSession(tx, config, signedIn, "password", header(req, "user-agent"));
  });
  return json(200, session);
}

async function refreshGrant(req: Request, config: StandInConfig): Promise<Response> {
  const token = stringField(readBody(req), "refresh_token");
  if (!token) throw authErrors.refreshTokenNotFound();
  const result = await config.db.transaction((tx) => refreshSession(tx, config, token));
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

function settings(): Response {
  return json(200, {
    external: { email: true, phone: false, anonymous_users: false },
    disable_signup: false,
    mailer_autoconfirm: true,
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
  "/verify": { POST: verify },
};

/** Auth paths that need no API key (as behind Supabase's gateway). */
export const PUBLIC_AUTH_PATHS = new Set(["/health", "/.well-known/jwks.json"]);

export async function handleAuth(req: Request, config: StandInConfig, path: string): Promise<Response> {
  let response: Response;
  try {
    const route = routes[path];
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
