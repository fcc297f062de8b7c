/**
 * Mail from the Worker (issue 34 §4): SMTP over Cloudflare's TCP sockets with `worker-mailer`, to
 * the mail server the deploy configures (SMTP_HOST, SMTP_PORT, SMTP_USER, the SMTP_PASS secret,
 * SMTP_SENDER_EMAIL, SMTP_SENDER_NAME: the same settings Supabase's auth mail uses). Locally
 * `npm start` points it at its SMTP sink, which writes into the local mailbox.
 */
import { WorkerMailer } from "worker-mailer";
import { headerSafe, type ComposedEmail } from "./report-email";

/** The longest a send may take: a visitor waits for it. */
const SMTP_TIMEOUT_MS = 8_000;

/** Whether the Worker has a mail server to send through. */
export const canSendMail = (env: Env) => Boolean(env.SMTP_HOST && env.SMTP_SENDER_EMAIL);

/** Sends one email to one address; throws when it could not (no server, refused, timed out). */
export async function sendMail(env: Env, to: string, email: ComposedEmail): Promise<void> {
  if (!canSendMail(env)) throw new Error("No mail server is configured (SMTP_HOST, SMTP_SENDER_EMAIL).");
  const port = Number(env.SMTP_PORT) || 587;
  const password = (env as Partial<Record<"SMTP_PASS", string>>).SMTP_PASS ?? "";
  await WorkerMailer.send(
    {
      host: env.SMTP_HOST,
      port,
      // 465 speaks TLS from the start; any other port is upgraded with STARTTLS when the server offers it.
      secure: port === 465,
      startTls: true,
      credentials: env.SMTP_USER ? { username: env.SMTP_USER, password } : undefined,
      authType: ["plain", "login"],
      socketTimeoutMs: SMTP_TIMEOUT_MS,
      responseTimeoutMs: SMTP_TIMEOUT_MS,
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
}
