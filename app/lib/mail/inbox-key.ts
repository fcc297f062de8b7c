/**
 * One inbox however its address is written: lower case, a "+tag" dropped, and Gmail's dots, which
 * Gmail ignores. The per-recipient limit counts by it.
 */
export function inboxKey(email: string): string {
  const [local = "", domain = ""] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  const base = local.split("+")[0] ?? local;
  const gmail = domain === "gmail.com" || domain === "googlemail.com";
  return `${gmail ? base.replace(/\./g, "") : base}@${gmail ? "gmail.com" : domain}`;
}
