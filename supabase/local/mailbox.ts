/**
 * The stand-in's outbox. Hosted Supabase sends emails; locally they are printed, and when a
 * mailbox file is configured also appended to it as JSON lines, so browser tests can follow a
 * link or type a code as a person would from the email (Supabase's own local stack uses a mail
 * catcher for the same purpose).
 */
import { appendFileSync } from "node:fs";

/** What an email is for: GoTrue's email types (the `type` of the link and of `verifyOtp`). */
export type MailType = "recovery" | "magiclink" | "signup";

export interface MailboxMessage {
  to: string;
  type: MailType;
  link: string;
  /** The six-digit code the same email shows (GoTrue's `{{ .Token }}`). */
  code: string;
  sentAt: string;
}

const SUBJECTS: Record<MailType, string> = {
  recovery: "Password recovery",
  magiclink: "Sign-in",
  signup: "Sign-up confirmation",
};

export function createMailbox(file: string | undefined, log: (line: string) => void) {
  return (message: Omit<MailboxMessage, "sentAt">): void => {
    log(`${SUBJECTS[message.type]} link for ${message.to}: ${message.link}`);
    log(`${SUBJECTS[message.type]} code for ${message.to}: ${message.code}`);
    if (!file) return;
    const entry: MailboxMessage = { ...message, sentAt: new Date().toISOString() };
    appendFileSync(file, `${JSON.stringify(entry)}\n`);
  };
}
