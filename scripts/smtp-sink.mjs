#!/usr/bin/env node
// The local stack's mail server (issue 34 §4): an SMTP sink (Nodemailer's smtp-server) that takes
// every email the Worker sends and appends it to the local mailbox as a JSON line (to, from,
// subject, text, the first link), beside the emails of the Supabase stand-in
// (supabase/local/mailbox.ts). Nothing is relayed: locally no email leaves the machine.
//   node scripts/smtp-sink.mjs --port 2525 --mailbox .local/mailbox.jsonl
import { appendFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

const { values: flags } = parseArgs({
  options: { port: { type: "string", default: "2525" }, mailbox: { type: "string" } },
});

/** The largest email taken: the site's are a few kilobytes. */
const MAX_BYTES = 1_000_000;

const server = new SMTPServer({
  // Loopback only, plain text, no login: the Worker on this machine is its one client.
  secure: false,
  disabledCommands: ["STARTTLS", "AUTH"],
  authOptional: true,
  size: MAX_BYTES,
  banner: "Rankwell local SMTP sink",
  logger: false,
  async onData(stream, session, callback) {
    try {
      const mail = await simpleParser(stream);
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
      const text = mail.text ?? "";
      const entry = {
        to: to.join(", "),
        type: "site",
        from: mail.from?.text ?? session.envelope.mailFrom?.address ?? "",
        subject: mail.subject ?? "",
        text,
        link: /https?:\/\/\S+/.exec(text)?.[0] ?? "",
        sentAt: new Date().toISOString(),
      };
      if (flags.mailbox) appendFileSync(flags.mailbox, `${JSON.stringify(entry)}\n`);
      console.log(`${entry.subject} → ${entry.to}${entry.link ? `: ${entry.link}` : ""}`);
      callback();
    } catch (error) {
      callback(error instanceof Error ? error : new Error(String(error)));
    }
  },
});

server.on("error", (error) => console.error(error.message));
server.listen(Number(flags.port), "127.0.0.1", () => {
  console.log(`SMTP sink on 127.0.0.1:${flags.port}${flags.mailbox ? `, writing to ${flags.mailbox}` : ""}`);
});
