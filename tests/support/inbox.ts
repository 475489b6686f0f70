/**
 * A Vitest suite's view of a mail catcher's inbox (./mail.ts): emptied before each test, waited on
 * for a message, and watched for messages that must not come.
 */
import { afterAll, beforeEach, expect } from "vitest";
import { mailTo, startMailCatcher, type MailCatcher, type MailCatcherOptions } from "./mail";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function inboxOf(mail: MailCatcher) {
  return {
    /** Empties the inbox, once a job of the previous test still in flight has landed (it must not count in this one). */
    clear: async (): Promise<void> => {
      await pause(100);
      mail.received.length = 0;
    },

    /** Waits for the `n`-th message to `to` and returns it. */
    nthMailTo: async (to: string, n: number): Promise<string> => {
      await expect.poll(() => mailTo(mail.received, to).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(n);
      return mailTo(mail.received, to)[n - 1]!;
    },

    /** No more than `n` messages to `to` arrive within `ms`. */
    noMoreThan: async (to: string, n: number, ms = 1500): Promise<void> => {
      await pause(ms);
      expect(mailTo(mail.received, to)).toHaveLength(n);
    },
  };
}

/** A mail catcher for the test file, closed when the file is done. */
export async function startFileMailCatcher(options?: MailCatcherOptions): Promise<MailCatcher> {
  const mail = await startMailCatcher(options);
  afterAll(() => mail.close());
  return mail;
}

/** The test file's mail catcher, emptied before each of its tests (and closed when the file is done). */
export async function startEmptiedMailCatcher(options?: MailCatcherOptions): Promise<MailCatcher> {
  const mail = await startFileMailCatcher(options);
  beforeEach(() => {
    mail.received.length = 0;
  });
  return mail;
}

/** The test file's mail catcher (`mail`) and its inbox. */
export async function startInbox(options?: MailCatcherOptions) {
  const mail = await startFileMailCatcher(options);
  return { mail, ...inboxOf(mail) };
}
