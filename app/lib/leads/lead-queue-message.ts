import type { LeadRecord } from "../forms/lead-row";

/**
 * A lead waiting in the queue. It carries the id made when the visitor sent it (submission_id)
 * and the time they sent it, so storing it after any number of retries makes one lead, dated
 * when it was sent.
 */
export interface LeadQueueMessage {
  version: 1;
  lead: LeadRecord;
}

export function isLeadQueueMessage(value: unknown): value is LeadQueueMessage {
  const message = value as Partial<LeadQueueMessage> | null;
  return (
    typeof message === "object" &&
    message !== null &&
    message.version === 1 &&
    typeof message.lead?.submission_id === "string" &&
    typeof message.lead.email === "string"
  );
}
