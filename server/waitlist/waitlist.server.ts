/**
 * The Android waitlist in the database (R-SAFE-28..30): the signup, pressing its confirmation,
 * and leaving. As the newsletter and the renewal reminders (server/db/queries/opt-out.ts):
 * a new address is stored `pending` with confirmation_sent_at = now; a pending one, or an
 * unsubscribed one that comes back (which stays unsubscribed until it confirms again), is
 * stamped again only when its last confirmation is a day old (R-SAFE-24); a confirmed one is
 * left as it is. A row the signup stamped is a confirmation to send. Until an address is
 * confirmed the latest signup's language wins; a confirmed entry keeps its own.
 */
import { eq, sql } from "drizzle-orm";
import { WAITLIST } from "../../core/constants";
import type { Locale } from "../../core/locales";
import type { WaitlistLinkAnswer } from "../../core/schemas/waitlist";
import type { Database } from "../db/client.server";
import { confirmAddress, unsubscribedAtOnLeaving } from "../db/queries/opt-out";
import { androidWaitlist } from "../db/schema";
import type { SignedConfirmation } from "../links/signed-links.server";

export type WaitlistSignupRow = { email: string; language: Locale; userAgent: string | null };

/** The confirmation to queue (the row and the time it was stamped), or null when none is due. */
export async function storeWaitlistSignup(
  db: Database,
  signup: WaitlistSignupRow,
  at: Date,
): Promise<{ waitlistId: string; sentAt: Date } | null> {
  const resendOpen = new Date(at.getTime() - WAITLIST.confirmationResendMs).toISOString();
  const renews = sql`(${androidWaitlist.status} in ('pending', 'unsubscribed') and
    (${androidWaitlist.confirmationSentAt} is null or ${androidWaitlist.confirmationSentAt} <= ${resendOpen}::timestamptz))`;
  const [row] = await db
    .insert(androidWaitlist)
    .values({ ...signup, status: "pending", confirmationSentAt: at })
    .onConflictDoUpdate({
      target: androidWaitlist.email,
      set: {
        language: sql`excluded.language`,
        userAgent: sql`case when ${renews} then excluded.user_agent else ${androidWaitlist.userAgent} end`,
        confirmationSentAt: sql`case when ${renews} then excluded.confirmation_sent_at
          else ${androidWaitlist.confirmationSentAt} end`,
      },
      // Pending: a new link at most daily, the latest signup's language at once (the next e-mail speaks it).
      // Back after an unsubscribe: it stays unsubscribed, sent a new link at most daily, until that link
      // is pressed (R-SAFE-30). Confirmed: nothing changes, as nothing unconfirmed may change it.
      setWhere: sql`${renews} or (${androidWaitlist.status} = 'pending' and ${androidWaitlist.language} <> excluded.language)`,
    })
    .returning({ id: androidWaitlist.id, sentAt: androidWaitlist.confirmationSentAt });
  // Stamped: this statement set its confirmation time (a language change alone sends nothing).
  return row && row.sentAt?.getTime() === at.getTime() ? { waitlistId: row.id, sentAt: at } : null;
}

export type WaitlistConfirmOutcome =
  | Extract<WaitlistLinkAnswer, { state: "confirmed" | "already-confirmed" }>
  /** Expired, replaced by a newer link, or the address unsubscribed since. */
  | { state: "expired" }
  /** The entry is no longer stored (erased by the privacy tool, or by the retention job). */
  | { state: "gone" };

/**
 * Confirms the entry if it still waits for exactly this confirmation (the token's
 * confirmation_sent_at) and the link is fresh: an entry that unsubscribed waits only for a
 * confirmation sent since, whose press clears its opt-out (R-SAFE-30).
 */
export function confirmWaitlist(db: Database, claim: SignedConfirmation, at: Date): Promise<WaitlistConfirmOutcome> {
  return confirmAddress(db, androidWaitlist, "confirmed", claim, at);
}

/**
 * Takes the entry off the waitlist and keeps the opt-out on record (R-SAFE-30): `unsubscribed`,
 * its first time kept, or moved on when a confirmation was sent since (which then stops working).
 * Idempotent. The entry as it is now (its e-mail and language), or null when it is no longer stored.
 */
export async function unsubscribeWaitlist(
  db: Database,
  waitlistId: string,
  at: Date,
): Promise<{ email: string; language: Locale } | null> {
  const [row] = await db
    .update(androidWaitlist)
    .set({ status: "unsubscribed", unsubscribedAt: unsubscribedAtOnLeaving(androidWaitlist, at) })
    .where(eq(androidWaitlist.id, waitlistId))
    .returning({ email: androidWaitlist.email, language: androidWaitlist.language });
  return row ?? null;
}

/** The entry's language, for its pages; null when it is no longer stored. */
export async function waitlistLanguage(db: Database, waitlistId: string): Promise<Locale | null> {
  const [row] = await db
    .select({ language: androidWaitlist.language })
    .from(androidWaitlist)
    .where(eq(androidWaitlist.id, waitlistId));
  return row?.language ?? null;
}
