/**
 * What one recipient can be made to receive, against the real built server (R-SAFE-22, 23, 25):
 * one inbox, typed in many spellings (case, `+tags`, Gmail's dots and its second domain) into
 * every list, each signup from a client address of its own, IPv4 and IPv6 in turn (every IPv6
 * one in a /64 of its own, so the test holds whether clients are counted by address or by
 * /64), sent at once, to one PGlite server and to two instances sharing one PostgreSQL. Counted
 * at the SMTP server: the inbox gets the day's cap of confirmations, no more; on PostgreSQL the
 * refused ones are on the queue as refused.
 */
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { RECIPIENT_CAP_REFUSAL } from "../../core/admin-api";
import { RECIPIENT_MAIL } from "../../core/constants";
import { canonicalMailbox } from "../../core/mailbox";
import { renewalMonths } from "../../core/reminders";
import { mailHeader, startMailCatcher, type MailCatcher } from "../support/mail";
import { PORTS } from "../support/ports";
import type { ServerProcess } from "../support/server-process.mjs";
import { callApi, csrfToken, freshPostgresDatabase, pool, QUICK_QUEUE_ENV, startServer } from "../support/resilience";

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const MAILBOX = "laylahaddad@gmail.com";
const NAME = "laylahaddad";

/** The n-th spelling of the inbox: dots somewhere in the name, a tag, either Gmail domain, some capitals. */
function spelling(n: number): string {
  const cut = 1 + (n % (NAME.length - 1));
  const name = `${NAME.slice(0, cut)}.${NAME.slice(cut)}`;
  const domain = n % 3 === 0 ? "GoogleMail.com" : "gmail.com";
  const address = `${name}+t${n}@${domain}`;
  return n % 2 ? address.toUpperCase() : address;
}

/** A client of its own per signup: 10.77.x.y, or a /64 of its own in 2001:db8::/32. */
const clientOf = (n: number) => (n % 2 ? `10.77.${n >> 8}.${n & 255}` : `2001:db8:${n.toString(16)}:1::${n + 1}`);

const LISTS = ["newsletter-signup", "renewal-reminder-signup", "android-waitlist-signup"] as const;

/** Signup `n`: the lists in turn, a spelling and a client of its own; a reminder for one of the twelve months. */
async function signUp(origin: string, n: number): Promise<number> {
  const email = spelling(n);
  const list = LISTS[n % LISTS.length]!;
  // The waitlist's body is the e-mail alone (R-ENT-04), no CSRF token.
  if (list === "android-waitlist-signup")
    return (await callApi(origin, list, { body: { email }, ip: clientOf(n) })).status;
  const token = await csrfToken(origin);
  const body =
    list === "newsletter-signup"
      ? { email, source: "footer", userAgent: "resilience", ...token }
      : { email, renewalMonth: renewalMonths(Date.now())[n % 12]!, consent: true, ...token };
  return (await callApi(origin, list, { body, ip: clientOf(n) })).status;
}

/** Confirmations asked for: the per-address hourly limits (by mailbox) let five through per list. */
const ASKED = 5 * LISTS.length;
/** Signups answered as accepted: the waitlist's 200, the others' 201. */
const accepted = (tally: Map<number, number>) => (tally.get(200) ?? 0) + (tally.get(201) ?? 0);

/**
 * The confirmations that reached the inbox, one per Message-ID. A queued message's Message-ID is
 * its job id on every try, so a send the queue retried after its timeout (a loaded machine: the
 * SMTP answer came after QUICK_QUEUE_ENV's 4 s) is the same message to the receiving server, which
 * shows it once; the cap counts confirmations, and a retry is not a new one.
 */
const toInbox = (catcher: MailCatcher) => [
  ...new Set(
    catcher.received
      .filter((raw) => canonicalMailbox(mailHeader(raw, "To") ?? "") === MAILBOX)
      .map((raw) => mailHeader(raw, "Message-ID")),
  ),
];

/** Signups 0..count-1, spread over the origins, 20 at a time; each answer is a success or the per-address limit. */
async function flood(origins: string[], count: number): Promise<Map<number, number>> {
  const statuses = await pool(
    Array.from({ length: count }, (_, n) => n),
    20,
    (n) => signUp(origins[n % origins.length]!, n),
  );
  const tally = new Map<number, number>();
  for (const status of statuses) tally.set(status, (tally.get(status) ?? 0) + 1);
  return tally;
}

describe("one inbox, every list, many IPv4 and IPv6 clients", () => {
  it("R-SAFE-22: on PGlite, the inbox receives the day's cap of confirmations and no more", async () => {
    const catcher = await startMailCatcher();
    cleanups.push(() => catcher.close());
    const server: ServerProcess = await startServer(PORTS.recipientCapsPglite, "memory://", {
      SMTP_URL: catcher.url,
      ...QUICK_QUEUE_ENV,
    });
    cleanups.push(() => server.stop());

    const tally = await flood([server.origin], 60);
    expect([...tally.keys()].sort()).toEqual([200, 201, 429]);
    // The per-address hourly limits (by mailbox) let five confirmations per list be asked for.
    expect(accepted(tally)).toBe(ASKED);
    await pause(8_000);
    console.log(`PGlite: 60 signups of one inbox (${JSON.stringify([...tally])}), ${toInbox(catcher).length} mails`);
    expect(toInbox(catcher)).toHaveLength(RECIPIENT_MAIL.confirmationsPerDay);
  }, 120_000);

  it("R-SAFE-22, R-SAFE-25: two instances on one PostgreSQL, each sent half: the inbox receives the day's cap, the rest are refused on the queue", async (context) => {
    const databaseUrl = await freshPostgresDatabase(context, "recipient_caps");
    const catcher = await startMailCatcher();
    cleanups.push(() => catcher.close());
    const serve = async (port: number) => {
      const server = await startServer(port, databaseUrl, { SMTP_URL: catcher.url, ...QUICK_QUEUE_ENV });
      cleanups.push(() => server.stop());
      return server;
    };
    const first = await serve(PORTS.recipientCapsA);
    const second = await serve(PORTS.recipientCapsB);

    const tally = await flood([first.origin, second.origin], 60);
    expect(accepted(tally)).toBe(ASKED);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    cleanups.push(() => client.end());
    const outcomes = async () =>
      (
        await client.query<{ state: string; skipped: string | null }>(
          "select state::text, output->>'skipped' as skipped from pgboss.job where name = 'mail'",
        )
      ).rows;
    const deadline = Date.now() + 60_000;
    while ((await outcomes()).some((job) => job.state !== "completed") && Date.now() < deadline) await pause(250);
    const jobs = await outcomes();
    console.log(`PostgreSQL, two instances: ${jobs.length} confirmation jobs, ${toInbox(catcher).length} mails`);
    expect(jobs).toHaveLength(ASKED);
    expect(jobs.filter((job) => job.skipped === RECIPIENT_CAP_REFUSAL)).toHaveLength(
      ASKED - RECIPIENT_MAIL.confirmationsPerDay,
    );
    expect(toInbox(catcher)).toHaveLength(RECIPIENT_MAIL.confirmationsPerDay);
    expect(first.child.exitCode).toBeNull();
    expect(second.child.exitCode).toBeNull();
  }, 180_000);
});
