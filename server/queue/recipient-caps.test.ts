/**
 * What one recipient can be made to receive from us (R-SAFE-22..25), on PGlite and PostgreSQL
 * with a real SMTP server in process: one mailbox, typed in every spelling (case, `+tags`,
 * Gmail's dots and its second domain) into every list from many IPv4 and IPv6 clients, receives
 * at most the stated caps of confirmations a day and a week; every signup still answers success;
 * a pending signup is sent its confirmation again at most once a day; a refused confirmation is
 * recorded as its job's outcome, which the Outbox shows.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it as unit } from "vitest";
import { RECIPIENT_CAP_REFUSAL } from "../../core/admin-api";
import { RECIPIENT_MAIL } from "../../core/constants";
import { canonicalMailbox } from "../../core/mailbox";
import { fillPlaceholders } from "../../core/placeholders";
import { renewalMonths } from "../../core/reminders";
import { newsletterSubscribers } from "../db/schema";
import { takeRecipientPlace } from "./recipient-caps.server";
import { apiTest as it, describeOnDatabases, type Harness } from "../../tests/support/api";
import { mailHeader, mailTo } from "../../tests/support/mail";
import { startInbox } from "../../tests/support/inbox";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const inbox = await startInbox();
const { mail } = inbox;

/** One Gmail inbox, as a stranger may type it. */
const MAILBOX = "laylahaddad@gmail.com";
const SPELLINGS = [
  "Layla.Haddad@gmail.com",
  "laylahaddad+news@gmail.com",
  "L.A.Y.L.A.haddad@GoogleMail.com",
  "layla.haddad+x1@googlemail.com",
  "LAYLAHADDAD+deals@GMAIL.COM",
  "l.aylahaddad+y@gmail.com",
];

describe("R-SAFE-26: the privacy page, in both languages, and the README state the caps the queue obeys", () => {
  const page = (folder: string, locale: "en" | "ar") =>
    fillPlaceholders(readFileSync(join(process.cwd(), folder, "pages/privacy.md"), "utf8"), locale);
  const { confirmationsPerDay: day, confirmationsPerWeek: week } = RECIPIENT_MAIL;
  unit("English", () => {
    expect(page("content", "en")).toContain(
      `at most ${day} confirmation e-mails in any 24 hours and ${week} confirmation e-mails in any 7 days, for the newsletter, renewal reminders and the Android waitlist together`,
    );
    expect(page("content", "en")).toContain("at most once every 24 hours");
  });
  unit("Arabic", () => {
    const arabic = page("content/ar", "ar");
    expect(arabic).toContain(
      `${day} رسائل تأكيد على الأكثر خلال أي 24 ساعة، و${week} رسائل تأكيد على الأكثر خلال أي 7 أيام`,
    );
    expect(arabic).toContain("أكثر من مرة كل 24 ساعة");
  });
  unit("README", () => {
    const readme = readFileSync(join(process.cwd(), "README.md"), "utf8");
    expect(readme).toContain(`at most ${day} confirmation e-mails in any 24 hours and ${week} in any 7 days`);
  });
});

describe("R-SAFE-23: an address is counted by the mailbox it reaches", () => {
  unit("case, +tags, and at Gmail dots and googlemail.com are one mailbox; other domains keep their dots", () => {
    for (const spelling of SPELLINGS) expect(canonicalMailbox(spelling)).toBe(MAILBOX);
    expect(canonicalMailbox(" Omar.Haddad+renewals@Example.AE ")).toBe("omar.haddad@example.ae");
    expect(canonicalMailbox("omar.haddad@outlook.com")).not.toBe(canonicalMailbox("omarhaddad@outlook.com"));
    expect(canonicalMailbox("+tag@example.com")).toBe("+tag@example.com");
  });
});

describeOnDatabases("the per-recipient caps", { smtpUrl: mail.url }, () => {
  let api: Harness;
  let client = 0;
  it.beforeEach(async ({ api: harness }) => {
    api = harness;
    await inbox.clear();
  });

  /** A client address of its own for each call, IPv4 and IPv6 in turn: no per-address limit is in the way. */
  const nextIp = () => (++client % 2 ? `198.51.${(client >> 8) & 255}.${client & 255}` : `2001:db8:${client}::1`);

  async function newsletter(email: string, language: "en" | "ar" = "en") {
    const ip = nextIp();
    const body = { email, source: "footer", userAgent: "test", language, ...(await api.csrf(ip)) };
    return (await api.call("newsletter-signup", { body, ip })).status;
  }

  async function reminder(email: string, month: number) {
    const ip = nextIp();
    const renewalMonth = renewalMonths(api.now())[month]!;
    const body = { email, renewalMonth, consent: true, ...(await api.csrf(ip)) };
    return (await api.call("renewal-reminder-signup", { body, ip })).status;
  }

  /** Messages the SMTP server received for the mailbox, whatever the spelling they were sent to. */
  const received = () => mail.received.filter((raw) => canonicalMailbox(mailHeader(raw, "To") ?? "") === MAILBOX);

  /** Mail jobs refused by the caps, as the Outbox lists them. */
  async function refused(): Promise<number> {
    const { rows, total } = await api.jobs.outbox.page({ page: 1, state: "skipped" });
    expect(rows.length).toBe(total);
    return rows.filter((message) => message.skipped === RECIPIENT_CAP_REFUSAL).length;
  }

  /** Mail jobs not done yet: waiting, being sent or to be retried. */
  async function unfinished(): Promise<number> {
    const { rows } = await api.jobs.queue.boss
      .getDb()
      .executeSql(
        `SELECT count(*)::int AS n FROM ${api.jobs.queue.schema}.job WHERE name = $1 AND state < 'completed'`,
        ["mail"],
      );
    return Number((rows as { n: number }[])[0]!.n);
  }

  /** Once every mail job is done: `sent` messages received by the mailbox, `refusals` refused. */
  async function settle(sent: number, refusals: number) {
    await expect.poll(unfinished, { timeout: 20_000 }).toBe(0);
    await pause(300);
    expect(received()).toHaveLength(sent);
    expect(await refused()).toBe(refusals);
  }

  it("R-SAFE-22: one mailbox in every spelling, in both lists, from many IPv4 and IPv6 clients, receives at most the day's and the week's caps", async () => {
    const { confirmationsPerDay: perDay, confirmationsPerWeek: perWeek } = RECIPIENT_MAIL;
    // Day 1: five newsletter signups (five spellings) and five reminders (five months): ten confirmations asked for.
    for (const email of SPELLINGS.slice(0, 5)) expect(await newsletter(email)).toBe(201);
    for (let month = 0; month < 5; month++) expect(await reminder(SPELLINGS[month]!, month)).toBe(201);
    await settle(perDay, 10 - perDay);

    // Day 2: all again (the pending ones are a day old): the week's cap is what is left.
    api.advance(DAY_MS + 60_000);
    for (const email of SPELLINGS.slice(0, 5)) expect(await newsletter(email, "ar")).toBe(201);
    for (let month = 5; month < 10; month++) expect(await reminder(SPELLINGS[month % 5]!, month)).toBe(201);
    await settle(perWeek, 20 - perWeek);

    // Day 3: nothing more this week, however it is asked.
    api.advance(DAY_MS);
    expect(await newsletter(SPELLINGS[5]!)).toBe(201);
    expect(await reminder(SPELLINGS[5]!, 10)).toBe(201);
    await settle(perWeek, 22 - perWeek);

    // A week after the first day's mails, the mailbox may be asked again.
    api.advance(5 * DAY_MS);
    expect(await reminder(SPELLINGS[0]!, 11)).toBe(201);
    await settle(perWeek + 1, 22 - perWeek);
  }, 90_000);

  it("R-SAFE-23: the per-address hourly limit counts the mailbox, whatever the spelling", async () => {
    for (const email of SPELLINGS.slice(0, 5)) expect(await newsletter(email)).toBe(201);
    expect(await newsletter(SPELLINGS[5]!)).toBe(429);
    await settle(RECIPIENT_MAIL.confirmationsPerDay, 5 - RECIPIENT_MAIL.confirmationsPerDay);
  });

  it("R-SAFE-24: a pending signup repeated within a day is sent nothing more, and answers as before", async () => {
    const email = "again@example.com";
    expect(await newsletter(email)).toBe(201);
    await expect.poll(() => mailTo(mail.received, email).length, { timeout: 10_000 }).toBe(1);
    const [first] = await api.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    for (const hours of [1, 6, 12, 23]) {
      api.setNow(first!.confirmationSentAt!.getTime() + hours * HOUR_MS);
      expect(await newsletter(email)).toBe(201);
    }
    api.setNow(first!.confirmationSentAt!.getTime() + RECIPIENT_MAIL.confirmationResendMs - 1);
    expect(await reminder(email, 0)).toBe(201);
    expect(await reminder(email, 0)).toBe(201);
    await expect.poll(() => mailTo(mail.received, email).length, { timeout: 10_000 }).toBe(2);
    await pause(1500);
    expect(mailTo(mail.received, email)).toHaveLength(2);
    api.setNow(first!.confirmationSentAt!.getTime() + RECIPIENT_MAIL.confirmationResendMs);
    expect(await newsletter(email)).toBe(201);
    await expect.poll(() => mailTo(mail.received, email).length, { timeout: 10_000 }).toBe(3);
  });

  it("R-SAFE-22: sends racing for one mailbox take no more places than the day's cap; a retried job keeps its one place", async () => {
    const { randomUUID } = await import("node:crypto");
    const jobs = Array.from({ length: 12 }, () => randomUUID());
    const taken = await Promise.all(
      jobs.map((job, n) => takeRecipientPlace(api.db, SPELLINGS[n % SPELLINGS.length]!, job, api.now())),
    );
    expect(taken.filter(Boolean)).toHaveLength(RECIPIENT_MAIL.confirmationsPerDay);
    const first = jobs[taken.indexOf(true)]!;
    expect(await takeRecipientPlace(api.db, MAILBOX, first, api.now() + 60_000)).toBe(true);
    expect(await takeRecipientPlace(api.db, MAILBOX, randomUUID(), api.now() + 60_000)).toBe(false);
  });

  it("R-SAFE-25: a refused confirmation is recorded: its job ends refused, and the Outbox says so", async () => {
    for (let month = 0; month < RECIPIENT_MAIL.confirmationsPerDay + 1; month++)
      expect(await reminder(SPELLINGS[month]!, month)).toBe(201);
    await settle(RECIPIENT_MAIL.confirmationsPerDay, 1);
    const { rows } = await api.jobs.outbox.page({ page: 1, state: "skipped" });
    expect(rows).toMatchObject([{ kind: "reminder-confirmation", skipped: RECIPIENT_CAP_REFUSAL }]);
  });
});
