/**
 * Erasure and the queue (R-SAFE-40 … 42), on PGlite and PostgreSQL, with a
 * real SMTP server that refuses one mailbox as a provider does ("550 Mailbox
 * … unavailable"): the privacy tool's erasure leaves no trace of the address
 * in pg-boss's tables, whatever state its messages are in, and the Outbox
 * never shows an address unmasked, nor misses a message's recipient.
 */
import { eq, sql, type SQL } from "drizzle-orm";
import { afterAll, describe, expect, test } from "vitest";
import type { OutboxMessage, Page, PrivacyErasure } from "../../core/admin-api";
import { renewalMonths } from "../../core/reminders";
import { apiTest as it, describeOnDatabases, type Harness } from "../../tests/support/api";
import { mailTo, startMailCatcher } from "../../tests/support/mail";
import { androidWaitlist, contactEnquiries, newsletterSubscribers, renewalReminders } from "../db/schema";
import { acknowledgementJob } from "../queue/enquiry-jobs.server";
import { MAIL_QUEUE, mailJobId, type MailJob } from "../queue/jobs.server";
import { maskEmailsIn } from "./audit.server";

const ADMIN = { email: "ops@drivebee.ae", password: "correct-horse-battery-staple" };
/** The mailbox the SMTP server refuses. */
const VICTIM = "reject-me@victim.test";
const BYSTANDER = "bystander@example.com";
const DAY_MS = 24 * 60 * 60 * 1000;

const mail = await startMailCatcher({ rejectRecipients: [VICTIM] });
afterAll(() => mail.close());

async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

/** The rows a statement returns (node-postgres and PGlite both answer with `rows`). */
async function select<T>(api: Harness, query: SQL): Promise<T[]> {
  const result: unknown = await api.db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Rows of every table in pg-boss's schema whose text (every column) holds `needle`, in any case: "<table>: <count>". */
async function rowsHolding(api: Harness, needle: string): Promise<string[]> {
  const schema = api.jobs.queue.schema;
  // pg-boss 12 keeps the jobs in partitions of `job` (ours in `job_common`): the partitioned table reads them all.
  const tables = await select<{ name: string }>(
    api,
    sql`SELECT c.relname::text AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = ${schema} AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY 1`,
  );
  expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(["job", "queue", "schedule"]));
  const found: string[] = [];
  for (const { name } of tables) {
    const [counted] = await select<{ n: number }>(
      api,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(schema)}.${sql.identifier(name)} AS r
          WHERE strpos(lower(r::text), lower(${needle})) > 0`,
    );
    if (counted!.n > 0) found.push(`${name}: ${counted!.n}`);
  }
  return found;
}

/** The ids of the jobs pg-boss holds among `ids`. */
async function jobsIn(api: Harness, ids: string[]): Promise<string[]> {
  const rows = await select<{ id: string }>(
    api,
    sql`SELECT id::text AS id FROM ${sql.identifier(api.jobs.queue.schema)}.job WHERE id::text IN ${ids}`,
  );
  return rows.map((row) => row.id);
}

describeOnDatabases(
  "erasure and the queue, with SMTP refusing one mailbox",
  { smtpUrl: mail.url, queue: { retryLimit: 0 } },
  () => {
    let api: Harness;
    let admin: string;
    it.beforeEach(async ({ api: harness }) => {
      api = harness;
      await api.createUser(ADMIN.email, ADMIN.password);
      admin = await api.sessionCookie(ADMIN.email, ADMIN.password);
    });

    const outbox = async (query = "") =>
      json<Page<OutboxMessage>>(await api.api(`/admin/outbox${query}`, { cookie: admin }));

    async function newsletterSignup(email: string, ip: string) {
      const token = await api.csrf(ip);
      const body = { email, source: "footer", userAgent: "Mozilla/5.0 test", ...token };
      expect((await api.call("newsletter-signup", { body, ip })).status).toBe(201);
    }

    async function reminderSignup(email: string, ip: string) {
      const token = await api.csrf(ip);
      const body = { email, renewalMonth: renewalMonths(api.now())[2], consent: true, ...token };
      expect((await api.call("renewal-reminder-signup", { body, ip })).status).toBe(201);
    }

    /** The victim's two confirmations, refused by the SMTP server: failed, with the refusal as their error. */
    async function victimRefused() {
      await newsletterSignup("Reject-Me@Victim.test", "203.0.113.21");
      await reminderSignup(VICTIM, "203.0.113.22");
      await expect.poll(async () => (await outbox("?state=failed")).total, { timeout: 15_000 }).toBe(2);
    }

    it("R-SAFE-41: the Outbox shows an SMTP server's refusal with the address in it masked, and names the recipient masked", async () => {
      await victimRefused();
      const answers = [await outbox(), await outbox("?state=failed")];
      const failed = answers[1]!.rows;
      expect(failed.map((message) => message.kind).sort()).toEqual([
        "newsletter-confirmation",
        "reminder-confirmation",
      ]);
      for (const message of failed) {
        expect(message.recipient, message.kind).toBe("r***@victim.test");
        // The server's words stay, so an operator can tell why; the mailbox is masked where it is quoted.
        expect(message.lastError, message.kind).toMatch(/550 Mailbox r\*\*\*@victim\.test unavailable/);
      }
      for (const answer of answers) expect(JSON.stringify(answer).toLowerCase()).not.toContain(VICTIM);
    });

    it("R-SAFE-40: after erasure no row of pg-boss's tables holds the address; its failed, waiting and sent messages are gone, a bystander's stay", async () => {
      await victimRefused();
      // A message sent to the team about the victim's enquiry (its data names the enquiry only).
      const enquiry = await json<{ id: string }>(
        await api.call("contact-submit", {
          body: {
            firstName: "Reem",
            lastName: "Saleh",
            email: VICTIM,
            subject: "Question about cashback",
            message: "How is the cashback paid?",
            ...(await api.csrf("203.0.113.23")),
          },
          ip: "203.0.113.23",
        }),
        201,
      );
      await newsletterSignup(BYSTANDER, "203.0.113.24");
      await expect.poll(() => mailTo(mail.received, BYSTANDER).length, { timeout: 15_000 }).toBe(1);
      const alert = mailJobId({ kind: "enquiry-alert", enquiryId: enquiry.id });
      await expect.poll(async () => (await api.jobs.outbox.find(alert))?.state, { timeout: 15_000 }).toBe("sent");
      // The visitor's acknowledgement (R-DESK-02), refused by the victim's server like their confirmations.
      const acknowledgement = mailJobId(acknowledgementJob(enquiry.id));
      await expect
        .poll(async () => (await api.jobs.outbox.find(acknowledgement))?.state, { timeout: 15_000 })
        .toBe("failed");

      // The renewal reminder itself, waiting for its day (a message that names the row only by id).
      const [reminder] = await api.db
        .select({ id: renewalReminders.id })
        .from(renewalReminders)
        .where(eq(renewalReminders.email, VICTIM));
      const waiting: MailJob = {
        kind: "renewal-reminder",
        reminderId: reminder!.id,
        confirmedAt: new Date().toISOString(),
      };
      const waitingId = await api.jobs.queue.sendOnce(MAIL_QUEUE, "a reminder due tomorrow", waiting, 30 * DAY_MS, {
        startAfter: api.now() + DAY_MS,
      });
      expect(waitingId).not.toBeNull();

      // Before: the address is in the two failed jobs (the refusals pg-boss kept as their output).
      expect(await rowsHolding(api, VICTIM)).toEqual(["job: 3"]);
      const refused = (await outbox("?state=failed")).rows.map((message) => message.id);
      expect(refused).toContain(acknowledgement);
      const victimJobs = [...refused, alert, waitingId!];
      const bystanderJobs = (await outbox()).rows.map((message) => message.id).filter((id) => !victimJobs.includes(id));
      expect(bystanderJobs).toHaveLength(1);

      const erased = await json<PrivacyErasure>(
        await api.api("/admin/privacy/erase", {
          method: "POST",
          body: { email: VICTIM, confirmEmail: VICTIM },
          cookie: admin,
        }),
      );

      expect(await rowsHolding(api, VICTIM)).toEqual([]);
      expect(await jobsIn(api, victimJobs)).toEqual([]);
      expect((await outbox()).rows.map((message) => message.id)).toEqual(bystanderJobs);
      expect(erased.deleted).toEqual({ subscribers: 1, waitlist: 0, enquiries: 1, reminders: 1, messages: 5 });
    });
  },
);

describeOnDatabases("the Outbox's recipients, with mail waiting (no SMTP)", () => {
  it("R-SAFE-42: every kind of e-mail names its recipient, masked: the visitor's for theirs, the team's for its own", async ({
    api,
  }) => {
    await api.createUser(ADMIN.email, ADMIN.password);
    const admin = await api.sessionCookie(ADMIN.email, ADMIN.password);
    const email = "Layla.Haddad@example.com";
    const lead = { email, consentAt: new Date(), source: "home", renewalMonth: "2027-01" };
    const [subscriber] = await api.db.insert(newsletterSubscribers).values({ email, source: "footer" }).returning();
    const [entry] = await api.db.insert(androidWaitlist).values({ email }).returning();
    const [reminder] = await api.db.insert(renewalReminders).values(lead).returning();
    const [enquiry] = await api.db
      .insert(contactEnquiries)
      .values({ firstName: "Layla", lastName: "Haddad", email, subject: "Hello", message: "A question." })
      .returning();
    const sentAt = new Date().toISOString();
    // One job of every kind: the type makes a new kind a compile error here until it is listed.
    const everyKind: { [K in MailJob["kind"]]: Extract<MailJob, { kind: K }> } = {
      "enquiry-alert": { kind: "enquiry-alert", enquiryId: enquiry!.id },
      "enquiry-acknowledgement": { kind: "enquiry-acknowledgement", enquiryId: enquiry!.id },
      "enquiry-reply": {
        kind: "enquiry-reply",
        enquiryId: enquiry!.id,
        eventId: "00000000-0000-4000-8000-000000000002",
      },
      "daily-digest": { kind: "daily-digest", day: "2026-11-27" },
      "weekly-report": { kind: "weekly-report", from: "2026-11-22", to: "2026-11-28" },
      "newsletter-confirmation": { kind: "newsletter-confirmation", subscriberId: subscriber!.id, sentAt },
      "waitlist-announcement": {
        kind: "waitlist-announcement",
        waitlistId: entry!.id,
        announcementId: "00000000-0000-4000-8000-000000000001",
      },
      "reminder-confirmation": { kind: "reminder-confirmation", reminderId: reminder!.id, sentAt },
      "renewal-reminder": { kind: "renewal-reminder", reminderId: reminder!.id, confirmedAt: sentAt },
      "waitlist-confirmation": { kind: "waitlist-confirmation", waitlistId: entry!.id, sentAt },
    };
    for (const job of Object.values(everyKind)) expect(await api.jobs.sendMail(job)).not.toBeNull();

    const page = await json<Page<OutboxMessage>>(await api.api("/admin/outbox", { cookie: admin }));
    const recipients = Object.fromEntries(page.rows.map((message) => [message.kind, message.recipient]));
    expect(recipients).toEqual({
      "enquiry-alert": "s***@drivebee.ae",
      "enquiry-acknowledgement": "L***@example.com",
      "enquiry-reply": "L***@example.com",
      "daily-digest": "s***@drivebee.ae",
      "weekly-report": "s***@drivebee.ae",
      "newsletter-confirmation": "L***@example.com",
      "waitlist-announcement": "L***@example.com",
      "reminder-confirmation": "L***@example.com",
      "renewal-reminder": "L***@example.com",
      "waitlist-confirmation": "L***@example.com",
    });
  });
});

describe("maskEmailsIn", () => {
  test("R-SAFE-41: every address in a server's words is masked, wherever and however it is written", () => {
    const texts = [
      "Can't send mail - all recipients were rejected: 550 Mailbox reject-me@victim.test unavailable",
      "550 5.1.1 <Jane.Doe+news@Example.COM>: Recipient address rejected",
      "RCPT TO:<o'brien@example.ie> refused (x_y@sub.example.co.uk), and to: a@b.c, d@e.f",
      'data {"email":"ليلى@مثال.امارات"} failed',
    ];
    for (const text of texts) {
      const masked = maskEmailsIn(text);
      for (const address of ["reject-me@", "Jane.Doe+news@", "o'brien@", "x_y@", "a@", "d@", "ليلى@"])
        expect(masked, text).not.toContain(address);
      expect(masked.replaceAll(/\S\*\*\*@\S+/gu, "")).not.toMatch(/@/);
    }
    expect(maskEmailsIn(texts[1]!)).toBe("550 5.1.1 <J***@Example.COM>: Recipient address rejected");
    expect(maskEmailsIn("connect ECONNREFUSED 127.0.0.1:9")).toBe("connect ECONNREFUSED 127.0.0.1:9");
  });
});
