/**
 * The Worker's `queue` handler for leads (server.ts): the lead queue stores each waiting lead,
 * retrying with backoff while the database is down; the dead-letter queue makes a last attempt and
 * logs what still cannot be stored, with the lead, so it can be entered by hand.
 */
import { isAuditQueueMessage, writeAudit } from "../audit/audit-previews.server";
import { isLeadQueueMessage, type LeadQueueMessage } from "./lead-queue-message";
import { decide } from "./queue-policy";
import { writeLead } from "./store.server";

/** What a queue delivers: bodies are checked (isLeadQueueMessage) before they are trusted. */
export type QueueBatch = MessageBatch<unknown>;

export const LEAD_DEAD_LETTER_QUEUE_NAME = "rankwell-leads-dead";

export async function consumeLeadQueue(batch: QueueBatch, env: Env): Promise<void> {
  for (const message of batch.messages) {
    // Audits wait here too while the database is down (ADR 046); they are not worth a dead letter.
    if (isAuditQueueMessage(message.body)) {
      const { audit } = message.body;
      const result = await writeAudit(env, audit);
      const decision = decide(result, message.attempts);
      if (decision.action === "retry") message.retry({ delaySeconds: decision.delaySeconds });
      else {
        if (decision.action === "ack") console.log(`Audit ${audit.preview_id} stored from the queue.`);
        else console.error(`Audit ${audit.preview_id} not stored (${decision.reason}); dropped: ${audit.url}`);
        message.ack();
      }
      continue;
    }
    if (!isLeadQueueMessage(message.body)) {
      console.error(`Queue message ${message.id} is not a lead; dropped.`);
      message.ack();
      continue;
    }
    const { lead } = message.body;
    const result = await writeLead(env, lead);
    const decision = decide(result, message.attempts);
    if (decision.action === "ack") {
      if (result.ok && result.written === "other") {
        logOther(lead.submission_id, `the queue (attempt ${message.attempts})`);
      } else {
        console.log(`Lead ${lead.submission_id} stored from the queue (attempt ${message.attempts}).`);
      }
      message.ack();
    } else if (decision.action === "retry") {
      console.warn(
        `Lead ${lead.submission_id} not stored (attempt ${message.attempts}: ${result.ok ? "" : result.reason}); retry in ${decision.delaySeconds} s.`,
      );
      message.retry({ delaySeconds: decision.delaySeconds });
    } else {
      await deadLetter(env, message.body, decision.reason);
      message.ack();
    }
  }
}

async function deadLetter(env: Env, body: LeadQueueMessage, reason: string): Promise<void> {
  try {
    if (!env.LEAD_DEAD_LETTERS) throw new Error("LEAD_DEAD_LETTERS is not bound");
    await env.LEAD_DEAD_LETTERS.send(body);
    console.error(
      `Lead ${body.lead.submission_id} refused by the database (${reason}); moved to the dead-letter queue.`,
    );
  } catch (error) {
    logLost(body, `${reason}; dead-letter queue unavailable: ${error instanceof Error ? error.message : error}`);
  }
}

export async function consumeDeadLetters(batch: QueueBatch, env: Env): Promise<void> {
  for (const message of batch.messages) {
    if (isLeadQueueMessage(message.body)) {
      const result = await writeLead(env, message.body.lead);
      if (result.ok && result.written === "other") logOther(message.body.lead.submission_id, "the dead-letter queue");
      else if (result.ok) console.log(`Lead ${message.body.lead.submission_id} stored from the dead-letter queue.`);
      else logLost(message.body, result.reason);
    } else {
      console.error(`Dead-letter message ${message.id} is not a lead: ${JSON.stringify(message.body)}`);
    }
    message.ack();
  }
}

/**
 * A lead whose submission id already holds a different lead (ADR 050's `other`): one rendered form
 * sent twice with different answers while the database was down, both copies queued. The first
 * stored wins and this one is acknowledged without being stored; the line says so, naming only
 * the submission id (the visitor was thanked, so this is a lead the company will not see).
 */
function logOther(submissionId: string, from: string): void {
  console.warn(
    `Lead ${submissionId} from ${from} not stored: a different lead already holds its submission id (the same rendered form sent again with other answers, ADR 050); acknowledged and dropped.`,
  );
}

/**
 * The one place a lead's contents are logged: when every attempt to store it failed, the log is
 * the last copy of what a customer wrote to the company.
 */
function logLost(body: LeadQueueMessage, reason: string): void {
  console.error(
    `LEAD NOT STORED ${body.lead.submission_id} (${reason}). Enter it by hand: ${JSON.stringify(body.lead)}`,
  );
}
