/**
 * The Android waitlist for browser tests: an entry of the test server's database
 * (E2E_DATABASE_URL) and the link its confirmation e-mail carries, made with the
 * server's secret as the mail job makes it: to the confirm page of the entry's edition.
 */
import type { APIRequestContext } from "@playwright/test";
import pg from "pg";
import { localized, type Locale } from "../../core/locales";
import { WAITLIST_PATHS } from "../../core/pages";
import { waitlistConfirmationToken } from "../../server/waitlist/tokens.server";
import { KEY_HEADERS, TEST_SECRET } from "./requests";

export type WaitlistEntry = { id: string; status: string; language: Locale; confirmation_sent_at: Date };

export async function waitlistEntry(email: string): Promise<WaitlistEntry | undefined> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const text = "select id, status, language, confirmation_sent_at from android_waitlist where email = $1";
    return (await client.query<WaitlistEntry>(text, [email])).rows[0];
  } finally {
    await client.end();
  }
}

let visitor = 0;

/**
 * A signup through the public function, from an address of its own (the per-IP limit stays out of
 * the way): the specification's `{email}` from the English edition, with `language` from another.
 */
export async function joinWaitlist(
  request: APIRequestContext,
  email: string,
  language: Locale = "en",
): Promise<number> {
  const response = await request.post("/functions/v1/android-waitlist-signup", {
    headers: { ...KEY_HEADERS, "x-forwarded-for": `198.51.100.${(visitor++ % 200) + 20}` },
    data: language === "en" ? { email } : { email, language },
  });
  return response.status();
}

/** The confirmation e-mail's link (path and query) of the entry's latest confirmation, in its edition. */
export async function waitlistConfirmLink(email: string): Promise<string> {
  const entry = (await waitlistEntry(email))!;
  const token = waitlistConfirmationToken(TEST_SECRET, entry.id, entry.confirmation_sent_at);
  return `${localized(WAITLIST_PATHS.confirm, entry.language)}?token=${encodeURIComponent(token)}`;
}
