/**
 * The Android waitlist for browser tests: an entry of the test server's database
 * (E2E_DATABASE_URL) and the link its confirmation e-mail carries, made with the
 * server's secret as the mail job makes it: to the confirm page of the entry's edition.
 */
import type { APIRequestContext } from "@playwright/test";
import { localized, type Locale } from "../../core/locales";
import { WAITLIST_PATHS } from "../../core/pages";
import { waitlistConfirmationToken } from "../../server/waitlist/tokens.server";
import { callAsVisitor, e2eQuery, pathWithToken } from "./e2e-database";
import { TEST_SECRET } from "./requests";

export type WaitlistEntry = { id: string; status: string; language: Locale; confirmation_sent_at: Date };

export async function waitlistEntry(email: string): Promise<WaitlistEntry | undefined> {
  const text = "select id, status, language, confirmation_sent_at from android_waitlist where email = $1";
  return (await e2eQuery<WaitlistEntry>(text, [email]))[0];
}

/**
 * A signup through the public function, from an address of its own (the per-IP limit stays out of
 * the way): the specification's `{email}` from the English edition, with `language` from another.
 */
export function joinWaitlist(request: APIRequestContext, email: string, language: Locale = "en"): Promise<number> {
  return callAsVisitor(request, "android-waitlist-signup", language === "en" ? { email } : { email, language });
}

/** The confirmation e-mail's link (path and query) of the entry's latest confirmation, in its edition. */
export async function waitlistConfirmLink(email: string): Promise<string> {
  const entry = (await waitlistEntry(email))!;
  const token = waitlistConfirmationToken(TEST_SECRET, entry.id, entry.confirmation_sent_at);
  return pathWithToken(localized(WAITLIST_PATHS.confirm, entry.language), token);
}
