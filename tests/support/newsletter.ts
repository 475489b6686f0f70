/**
 * The newsletter's links for browser tests: what the confirmation e-mail of
 * an address would link to, made from its row in the test server's
 * database (E2E_DATABASE_URL) with the server's secret, as the mail job makes
 * them: to the pages of the row's edition (R-FOLLOW-18).
 */
import type { APIRequestContext } from "@playwright/test";
import type { Locale } from "../../core/locales";
import { newsletterPath } from "../../core/pages";
import { confirmationToken, unsubscribeToken } from "../../server/newsletter/tokens.server";
import { callAsVisitor, e2eQuery, pathWithToken as pathWith } from "./e2e-database";
import { TEST_SECRET } from "./requests";

type Row = { id: string; status: string; confirmation_sent_at: Date; language: Locale };

async function query(text: string, values: unknown[]): Promise<Row | undefined> {
  return (await e2eQuery<Row>(text, values))[0];
}

/**
 * A footer signup through the public function, from an address of its own (the per-IP limit stays
 * out of the way); from a page of `language`'s edition when given, else as the spec's body (English).
 */
export function signUp(request: APIRequestContext, email: string, language?: Locale): Promise<number> {
  const data = { email, source: "footer", userAgent: "e2e", ...(language ? { language } : {}) };
  return callAsVisitor(request, "newsletter-signup", data, { csrf: true });
}

export const subscriber = (email: string) =>
  query("select id, status, confirmation_sent_at, language from newsletter_subscribers where email = $1", [email]);

/** The confirmation e-mail's link (its path and query) for the address's latest confirmation. */
export async function confirmLink(email: string): Promise<string> {
  const row = (await subscriber(email))!;
  return pathWith(
    newsletterPath("confirm", row.language),
    confirmationToken(TEST_SECRET, row.id, row.confirmation_sent_at),
  );
}

/** The link of a confirmation sent 8 days ago: expired. */
export async function expiredConfirmLink(email: string): Promise<string> {
  const row = (await query(
    "update newsletter_subscribers set confirmation_sent_at = confirmation_sent_at - interval '8 days' where email = $1 returning id, status, confirmation_sent_at, language",
    [email],
  ))!;
  return pathWith(
    newsletterPath("confirm", row.language),
    confirmationToken(TEST_SECRET, row.id, row.confirmation_sent_at),
  );
}

export async function unsubscribeLink(email: string): Promise<string> {
  const row = (await subscriber(email))!;
  return pathWith(newsletterPath("unsubscribe", row.language), unsubscribeToken(TEST_SECRET, row.id));
}

/** Follows the address's confirmation link as the confirm page's script does. */
export async function confirmSubscription(request: APIRequestContext, email: string): Promise<number> {
  const token = new URLSearchParams((await confirmLink(email)).split("?")[1]).get("token");
  return (await request.post("/api/newsletter/confirm", { data: { token } })).status();
}
