/**
 * Mail from the Worker (issue 34 §4): SMTP over Cloudflare's TCP sockets with `worker-mailer`, to
 * the mail server the deploy configures (SMTP_HOST, SMTP_PORT, SMTP_USER, the SMTP_PASS secret,
 * SMTP_SENDER_EMAIL, SMTP_SENDER_NAME: the same settings Supabase's auth mail uses). Locally
 * `npm start` points it at its SMTP sink, which writes into the local mailbox.
 */
import { WorkerMailer } from "worker-mailer";
import { headerSafe, type ComposedEmail } from "./report-email";

/** The longest a send may take in all: a visitor waits for it. */
const SMTP_DEADLINE_MS = 10_000;
/** Each step's own limit (connecting, each command's answer). */
const SMTP_STEP_MS = 5_000;
/** Implicit TLS: the one port the Worker logs in on (the library would fall back to plain text on 587). */
const TLS_PORT = 465;

/** Whether the Worker has a mail server to send through. */
export const canSendMail = (env: Env) => Boolean(env.SMTP_HOST && env.SMTP_SENDER_EMAIL);

/**
 * Sends one email to one address; throws when it could not (no server, refused, timed out). A
 * server that asks for a login is spoken to over TLS from the first byte (port 465) or not at all:
 * worker-mailer upgrades a 587 connection only when the server offers STARTTLS, and would send the
 * password in plain text to a server (or a man in the middle) that does not. Without a login (the
 * local sink) the connection is plain.
 */
export async function sendMail(env: Env, to: string, email: ComposedEmail): Promise<void> {
  if (!canSendMail(env)) throw new Error("No mail server is configured (SMTP_HOST, SMTP_SENDER_EMAIL).");
  const port = Number(env.SMTP_PORT) || TLS_PORT;
  const login = env.SMTP_USER
    ? { username: env.SMTP_USER, password: (env as Partial<Record<"SMTP_PASS", string>>).SMTP_PASS ?? "" }
    : undefined;
  if (login && port !== TLS_PORT) {
    throw new Error(`SMTP_PORT is ${port}: the Worker logs in to a mail server only over TLS, on port ${TLS_PORT}.`);
  }
  const sending = WorkerMailer.send(
    {
      host: env.SMTP_HOST,
      port,
      secure: port === TLS_PORT,
      startTls: port !== TLS_PORT,
      credentials: login,
      authType: ["plain", "login"],
      socketTimeoutMs: SMTP_STEP_MS,
      responseTimeoutMs: SMTP_STEP_MS,
    },
    {
      from: {
        name: headerSafe(env.SMTP_SENDER_NAME, "sender's name"),
        email: headerSafe(env.SMTP_SENDER_EMAIL, "sender"),
      },
      to: headerSafe(to, "recipient"),
      subject: email.subject,
      text: email.text,
      html: email.html,
    },
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`The mail server took longer than ${SMTP_DEADLINE_MS} ms.`)),
      SMTP_DEADLINE_MS,
    );
  });
  try {
    await Promise.race([sending, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
