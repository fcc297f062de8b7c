/**
 * The stand-in's outbox. Hosted Supabase emails links; locally they are printed, and when a
 * mailbox file is configured also appended to it as JSON lines, so browser tests can follow
 * a link as a person would follow the email (Supabase's own local stack uses a mail catcher
 * for the same purpose).
 */
import { appendFileSync } from "node:fs";

export interface MailboxMessage {
  to: string;
  type: "recovery";
  link: string;
  sentAt: string;
}

export function createMailbox(file: string | undefined, log: (line: string) => void) {
  return (message: Omit<MailboxMessage, "sentAt">): void => {
    log(`Password recovery link for ${message.to}: ${message.link}`);
    if (!file) return;
    const entry: MailboxMessage = { ...message, sentAt: new Date().toISOString() };
    appendFileSync(file, `${JSON.stringify(entry)}\n`);
  };
}
