/**
 * The newsletter's links for browser tests: what the confirmation e-mail of
 * an address would link to, made from its row in the test server's
 * database (E2E_DATABASE_URL) with the server's secret, as the mail job makes
 * them: to the pages of the row's edition (R-FOLLOW-18).
 */
import type { APIRequestContext } from "@playwright/test";
import pg from "pg";
import type { Locale } from "../../core/locales";
import { newsletterPath } from "../../core/pages";
import { confirmationToken, unsubscribeToken } from "../../server/newsletter/tokens.server";
import { KEY_HEADERS, TEST_SECRET } from "./requests";

type Row = { id: string; status: string; confirmation_sent_at: Date; language: Locale };

async function query(text: string, values: unknown[]): Promise<Row | undefined> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows[0];
  } finally {
    await client.end();
  }
}

let visitor = 0;

/**
 * A footer signup through the public function, from an address of its own (the per-IP limit stays
 * out of the way); from a page of `language`'s edition when given, else as the spec's body (English).
 */
export async function signUp(request: APIRequestContext, email: string, language?: Locale): Promise<number> {
  const token = (await (await request.get("/functions/v1/csrf-token", { headers: KEY_HEADERS })).json()) as object;
  const response = await request.post("/functions/v1/newsletter-signup", {
    headers: { ...KEY_HEADERS, "x-forwarded-for": `198.51.100.${(visitor++ % 200) + 20}` },
    data: { email, source: "footer", userAgent: "e2e", ...token, ...(language ? { language } : {}) },
  });
  return response.status();
}

export const subscriber = (email: string) =>
  query("select id, status, confirmation_sent_at, language from newsletter_subscribers where email = $1", [email]);

const pathWith = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

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
