import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";
import { TEST_MAILBOX } from "./servers";

interface Mail {
  to: string;
  type: string;
  link: string;
}

/** The newest link emailed to `to`, waiting for it to arrive. */
export async function latestLink(to: string, type: string): Promise<string> {
  let link = "";
  await expect
    .poll(() => {
      const mails = readFileSync(TEST_MAILBOX, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Mail)
        .filter((mail) => mail.to === to && mail.type === type);
      link = mails.at(-1)?.link ?? "";
      return link;
    })
    .not.toBe("");
  return link;
}

/** The newest email of `type` to `to` sent after `after` (ms), with its code, waiting for it. */
export async function latestMail(to: string, type: string, after = 0): Promise<{ link: string; code: string }> {
  let found: { link: string; code: string } | undefined;
  await expect
    .poll(() => {
      found = readFileSync(TEST_MAILBOX, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Mail & { code: string; sentAt: string })
        .filter((mail) => mail.to === to && mail.type === type && Date.parse(mail.sentAt) >= after - 1000)
        .at(-1);
      return found?.code ?? "";
    })
    .not.toBe("");
  return found!;
}
