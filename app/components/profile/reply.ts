/** What a profile form gets back from the action (app/lib/forms/reply.server.ts), for its fields. */
export interface SectionReply<Field extends string> {
  formError?: string;
  notice?: string;
  errors: Partial<Record<Field, string>>;
  values: Partial<Record<Field, string>>;
}
