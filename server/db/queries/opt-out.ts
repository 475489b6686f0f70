/**
 * The opt-out on record (R-SAFE-27): a list entry that unsubscribed stays `unsubscribed`, with
 * its `unsubscribed_at`, when someone signs its address up again. The signup may send one new
 * confirmation (within R-SAFE-22, 24), stamped after the unsubscribe; only the press of that
 * confirmation clears the opt-out. The rules, in one place for every double opt-in list (the
 * newsletter, the renewal reminders, the Android waitlist): which rows wait for a confirmation,
 * and what an unsubscribe writes.
 */
import { and, eq, gt, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn, SelectedFieldsFlat } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { Database } from "../client.server";
import type { androidWaitlist, newsletterSubscribers, renewalReminders } from "../schema";

/** A double opt-in list's columns these rules read. */
export type OptInColumns = { status: PgColumn; confirmationSentAt: PgColumn; unsubscribedAt: PgColumn };

type OptInRow = { status: string; confirmationSentAt: Date | null; unsubscribedAt: Date | null };

/** Rows waiting for a confirmation: pending, or unsubscribed and sent a confirmation since. */
export function awaitsConfirmation(columns: OptInColumns): SQL {
  return or(
    eq(columns.status, "pending"),
    and(eq(columns.status, "unsubscribed"), gt(columns.confirmationSentAt, columns.unsubscribedAt)),
  )!;
}

/** The same test on a row read already. */
export function rowAwaitsConfirmation(row: OptInRow): boolean {
  if (row.status === "pending") return true;
  return (
    row.status === "unsubscribed" &&
    row.confirmationSentAt !== null &&
    row.unsubscribedAt !== null &&
    row.confirmationSentAt > row.unsubscribedAt
  );
}

/**
 * The `unsubscribed_at` an unsubscribe writes: the first time is kept while nothing was sent
 * since; after a confirmation sent since, the new time, so that confirmation no longer confirms.
 */
export function unsubscribedAtOnLeaving(columns: OptInColumns, at: Date): SQL {
  return sql`case when ${columns.status} = 'unsubscribed' and ${columns.unsubscribedAt} is not null
    and (${columns.confirmationSentAt} is null or ${columns.confirmationSentAt} <= ${columns.unsubscribedAt})
    then ${columns.unsubscribedAt} else ${at.toISOString()}::timestamptz end`;
}

/** What a confirmation link says: the row it was sent for, when, and whether it has expired. */
type ConfirmationClaim = { rowId: string; sentAt: Date; expired: boolean };

/**
 * Gives the row `claim` names the status `confirmed` if it still waits for exactly this
 * confirmation (the token's confirmation_sent_at) and the link is fresh, clearing an opt-out a
 * confirmation sent since it may clear (R-SAFE-27): the row's `returning` columns, or nothing.
 */
export async function confirmClaimed<Returning extends SelectedFieldsFlat>(
  db: Pick<Database, "update">,
  list: typeof newsletterSubscribers | typeof androidWaitlist | typeof renewalReminders,
  confirmed: "subscribed" | "confirmed" | "scheduled",
  claim: ConfirmationClaim,
  at: Date,
  returning: Returning,
): Promise<SelectResultFields<Returning> | undefined> {
  if (claim.expired) return undefined;
  const rows = await db
    .update(list)
    .set({ status: confirmed, confirmedAt: at, unsubscribedAt: null })
    .where(and(eq(list.id, claim.rowId), awaitsConfirmation(list), eq(list.confirmationSentAt, claim.sentAt)))
    .returning(returning);
  return (rows as unknown as SelectResultFields<Returning>[])[0];
}

/** What pressing a list's confirmation link did to an address. */
export type AddressConfirmOutcome =
  | { state: "confirmed" | "already-confirmed"; email: string }
  /** Expired, replaced by a newer link, or the address unsubscribed since. */
  | { state: "expired" }
  /** The row is no longer stored (erased by the privacy tool, or by the retention job). */
  | { state: "gone" };

/**
 * Gives the row its `confirmed` status if it still waits for exactly this confirmation (the
 * token's confirmation_sent_at) and the link is fresh, clearing an opt-out a confirmation sent
 * since it may clear (R-SAFE-27); otherwise says why not. Idempotent: pressed again, it says
 * already confirmed. For the lists whose confirmation says only which address (the newsletter,
 * the Android waitlist).
 */
export async function confirmAddress(
  db: Database,
  list: typeof newsletterSubscribers | typeof androidWaitlist,
  confirmed: "subscribed" | "confirmed",
  claim: ConfirmationClaim,
  at: Date,
): Promise<AddressConfirmOutcome> {
  const done = await confirmClaimed(db, list, confirmed, claim, at, { email: list.email });
  if (done) return { state: "confirmed", email: done.email };
  const [current] = await db
    .select({ email: list.email, status: list.status })
    .from(list)
    .where(eq(list.id, claim.rowId));
  if (!current) return { state: "gone" };
  return current.status === confirmed ? { state: "already-confirmed", email: current.email } : { state: "expired" };
}
