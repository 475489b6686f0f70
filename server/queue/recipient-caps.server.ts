/**
 * The per-recipient caps (R-SAFE-22, 25): whoever types an address, from however many clients,
 * into however many lists, its mailbox is sent at most RECIPIENT_MAIL.confirmationsPerDay
 * confirmation e-mails in any 24 hours and confirmationsPerWeek in any 7 days. The mail queue's
 * worker asks here before it sends a confirmation of any list, so no door around it sends one.
 *
 * One statement per send, atomic per mailbox: the mailbox's row is taken with ON CONFLICT DO
 * UPDATE, whose condition is checked on the row as the last send left it, so two instances
 * sending to one mailbox at once cannot both take its last place. A job's try counts once,
 * however often it is retried (its id is the count's key).
 */
import { sql } from "drizzle-orm";
import { RECIPIENT_MAIL } from "../../core/constants";
import type { Database } from "../db/client.server";
import { mailboxKey } from "../rate-limit/rate-limit.server";

/**
 * Takes a place for mail job `jobId` to `to` if the mailbox is within both caps at `now`
 * (a place the same job took before counts as taken). False: the send is refused.
 */
export async function takeRecipientPlace(db: Database, to: string, jobId: string, now: number): Promise<boolean> {
  const dayOpen = now - RECIPIENT_MAIL.dayMs;
  const weekOpen = now - RECIPIENT_MAIL.weekMs;
  const sent = (since: number) =>
    sql`(select count(*) from jsonb_each(recipient_mail.sends) e where (e.value)::bigint > ${since})`;
  const thisSend = sql`jsonb_build_object(${jobId}::text, ${now}::bigint)`;
  const result = await db.execute<{ mailbox: string }>(sql`
    insert into recipient_mail (mailbox, sends, last_sent_at)
    values (${mailboxKey(to)}, ${thisSend}, ${new Date(now).toISOString()}::timestamptz)
    on conflict (mailbox) do update set
      -- This send (or its earlier try's time), and those of the last week.
      sends = ${thisSend} || coalesce((select jsonb_object_agg(e.key, e.value) from jsonb_each(recipient_mail.sends) e
        where (e.value)::bigint > ${weekOpen}), '{}'::jsonb),
      last_sent_at = excluded.last_sent_at
    where jsonb_exists(recipient_mail.sends, ${jobId}::text)
      or (${sent(dayOpen)} < ${RECIPIENT_MAIL.confirmationsPerDay} and ${sent(weekOpen)} < ${RECIPIENT_MAIL.confirmationsPerWeek})
    returning mailbox`);
  return (result as { rows: unknown[] }).rows.length > 0;
}

/** Mailboxes with no confirmation for a week: their count is spent (run by the retention job). */
export async function purgeRecipientMail(db: Database, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - RECIPIENT_MAIL.weekMs).toISOString();
  await db.execute(sql`delete from recipient_mail where last_sent_at < ${cutoff}`);
}
