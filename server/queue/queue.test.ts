/**
 * The job queue (R-FOLLOW-03, 04) on PGlite in memory and on PostgreSQL, with a real
 * SMTP server and a real webhook receiver: once per lead and kind, waiting
 * without SMTP, freshness, retries of the webhook, two instances on one
 * PostgreSQL, the pg-boss adapter's transactions, and the failed state.
 */
import { createServer } from "node:http";
import { eq, sql } from "drizzle-orm";
import { afterAll, expect, vi } from "vitest";
import { driverOf, isPostgresUrl, openDatabase, type Database } from "../db/client.server";
import { contactEnquiries } from "../db/schema";
import { createMailer, type Mailer } from "../mailer.server";
import { apiTest as it, describeOnDatabases, TEST_QUEUE_SETTINGS, type Harness } from "../../tests/support/api";
import { startSecondQueue } from "../../tests/support/api-fixtures";
import { alertedEnquiryIds, mailHeader, mailTo } from "../../tests/support/mail";
import { startEmptiedMailCatcher } from "../../tests/support/inbox";
import { acknowledgementJob } from "./enquiry-jobs.server";
import { bossDatabase } from "./boss-db.server";
import { mailJobId, type JobQueue } from "./jobs.server";

const DAY_MS = 24 * 60 * 60 * 1000;
const FROM = "DriveBee website <no-reply@drivebee.ae>";

const mail = await startEmptiedMailCatcher();
/** What the webhook receiver got; its first answer is a 500, to be retried. */
const hooks: { contentType: string | undefined; body: string }[] = [];
const webhook = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk: Buffer) => (body += chunk.toString()));
  request.on("end", () => {
    hooks.push({ contentType: request.headers["content-type"], body });
    response.writeHead(hooks.length === 1 ? 500 : 200).end("ok");
  });
});
await new Promise<void>((resolve) => webhook.listen(0, "127.0.0.1", resolve));
const webhookUrl = `http://127.0.0.1:${(webhook.address() as { port: number }).port}/hooks/leads`;
afterAll(() => new Promise((resolve) => webhook.close(resolve)));

async function storeEnquiries(db: Database, n: number): Promise<string[]> {
  const rows = await db
    .insert(contactEnquiries)
    .values(
      Array.from({ length: n }, (_, i) => ({
        firstName: "Layla",
        lastName: `Haddad ${i}`,
        email: `layla.${i}@example.com`,
        phone: "+971501234567",
        subject: "Question about cashback",
        message: "How is the cashback paid at renewal? A private detail.",
      })),
    )
    .returning({ id: contactEnquiries.id });
  return rows.map((row) => row.id);
}

const alertOf = (enquiryId: string) => ({ kind: "enquiry-alert", enquiryId }) as const;

async function jobOf(jobs: JobQueue, enquiryId: string) {
  return jobs.queue.boss.getJobById("mail", mailJobId(alertOf(enquiryId)));
}

async function emailedAt(api: Harness, id: string) {
  const [row] = await api.db.select().from(contactEnquiries).where(eq(contactEnquiries.id, id));
  return row?.emailedAt ?? null;
}

describeOnDatabases("the mail queue", { smtpUrl: mail.url, leadsWebhookUrl: webhookUrl }, () => {
  it.beforeEach(() => {
    hooks.length = 0;
  });

  it("R-FOLLOW-03: a job whose completion cannot be written (the database away for a moment) is a failed try, retried, not an unhandled rejection", async ({
    api,
  }) => {
    const [id] = await storeEnquiries(api.db, 1);
    const driver = driverOf(api.db) as { query: (...args: unknown[]) => Promise<unknown> };
    const query = driver.query.bind(driver);
    let refused = 0;
    // pg-boss's "completed" update fails once, as it would with the database gone for a moment.
    const spy = vi.spyOn(driver, "query").mockImplementation((...args: unknown[]) => {
      const text = typeof args[0] === "string" ? args[0] : (args[0] as { text?: string }).text;
      if (refused === 0 && /SET completed_on = [^,]+,\s*state = 'completed'/.test(text ?? "")) {
        refused += 1;
        return Promise.reject(new Error("connection terminated"));
      }
      return query(...args);
    });
    const unhandled: unknown[] = [];
    const listener = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", listener);
    try {
      await api.jobs.enquiryReceived(id!);
      await expect.poll(() => refused, { timeout: 10_000 }).toBe(1);
      // The e-mail went out but its completion was refused: pg-boss 12 awaits it and fails the try
      // with that error instead; the retry finds the alert sent (emailed_at) and sends nothing.
      await expect
        .poll(async () => (await jobOf(api.jobs, id!))?.output, { timeout: 10_000 })
        .toEqual({
          skipped: "nothing to send",
        });
      expect((await jobOf(api.jobs, id!))?.retryCount).toBe(1);
      expect(unhandled).toEqual([]);
      expect(mail.received).toHaveLength(1);
    } finally {
      spy.mockRestore();
      process.off("unhandledRejection", listener);
    }
  });

  it("R-FOLLOW-04: an alert queued twice is one job and one e-mail; made again after pg-boss forgot it, it sends nothing", async ({
    api,
  }) => {
    const [id] = await storeEnquiries(api.db, 1);
    const jobId = mailJobId(alertOf(id!));
    const [first, second] = [await api.jobs.sendMail(alertOf(id!)), await api.jobs.sendMail(alertOf(id!))];
    expect(first).toBe(jobId);
    expect(second).toBeNull();
    await expect.poll(() => emailedAt(api, id!)).not.toBeNull();
    // Done, and still known: a third send creates nothing.
    expect(await api.jobs.sendMail(alertOf(id!))).toBeNull();
    const schema = sql.identifier(api.queueSchema ?? "pgboss");
    const rows = await api.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${schema}.job where name = 'mail'`,
    );
    expect((rows as { rows: { n: number }[] }).rows[0]!.n).toBe(1);

    // The job deleted (as pg-boss does three weeks after it finished): queued again, it finds the alert sent.
    await api.jobs.queue.boss.deleteJob("mail", jobId);
    expect(await api.jobs.sendMail(alertOf(id!))).toBe(jobId);
    await expect.poll(async () => (await jobOf(api.jobs, id!))?.output).toEqual({ skipped: "nothing to send" });
    expect(mail.received).toHaveLength(1);
    expect(mailHeader(mail.received[0]!, "Message-ID")).toBe(`<${jobId}@drivebee.ae>`);
  });

  it("R-FOLLOW-01, R-FOLLOW-02: an enquiry is e-mailed with reply-to, and posted to the webhook as {text} without its message (a 500 retried)", async ({
    api,
  }) => {
    const response = await api.call("contact-submit", {
      body: {
        firstName: "Layla",
        lastName: "Haddad",
        email: "layla@example.com",
        phone: "050 123 4567",
        subject: "Question about cashback",
        message: "My policy number is 12345 and I renew in March.",
        ...(await api.csrf()),
      },
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await expect.poll(() => hooks.length, { timeout: 10_000 }).toBe(2);
    // The team's alert; the visitor's acknowledgement (R-DESK-02) goes to them.
    await expect.poll(() => mailTo(mail.received, "support@drivebee.ae").length).toBe(1);
    const [alert] = mailTo(mail.received, "support@drivebee.ae");
    expect(mailHeader(alert!, "Reply-To")).toBe("layla@example.com");
    expect(alertedEnquiryIds([alert!])).toEqual([id]);
    for (const hook of hooks) {
      expect(hook.contentType).toBe("application/json");
      const body = JSON.parse(hook.body) as Record<string, unknown>;
      expect(Object.keys(body)).toEqual(["text"]);
      expect(body.text).toContain("Layla Haddad");
      expect(body.text).toContain('"Question about cashback"');
      for (const secret of ["12345", "policy", "layla@example.com", "123 4567", "971"])
        expect(body.text).not.toContain(secret);
    }
  });
});

describeOnDatabases("mail without SMTP", (databaseUrl) => {
  /** A second instance on the harness's jobs, started later with SMTP configured. */
  const startWithSmtp = (api: Harness, log: (line: string) => void, mailer?: Mailer, db = api.db) =>
    startSecondQueue(api, { mailer: mailer ?? createMailer({ smtpUrl: mail.url, from: FROM }), log, db });

  it("R-FOLLOW-05: mail jobs wait; an instance with SMTP sends them later, but not one older than its freshness", async ({
    api,
  }) => {
    expect(api.jobs.mailConfigured).toBe(false);
    const [stale, fresh] = await storeEnquiries(api.db, 2);
    await api.jobs.enquiryReceived(stale!);
    api.advance(8 * DAY_MS);
    await api.jobs.enquiryReceived(fresh!);
    await new Promise((resolve) => setTimeout(resolve, 3 * TEST_QUEUE_SETTINGS.pollSeconds * 1000));
    for (const id of [stale!, fresh!]) expect((await jobOf(api.jobs, id))?.state).toBe("created");

    const logs: string[] = [];
    const later = await startWithSmtp(api, (line) => logs.push(line));
    try {
      await expect.poll(async () => (await jobOf(later, fresh!))?.state).toBe("completed");
      await expect.poll(async () => (await jobOf(later, stale!))?.output).toEqual({ skipped: "stale" });
    } finally {
      await later.stop();
    }
    expect(alertedEnquiryIds(mail.received)).toEqual([fresh]);
    expect(await emailedAt(api, fresh!)).not.toBeNull();
    expect(await emailedAt(api, stale!)).toBeNull();
    expect(logs.join("\n")).toContain(`${mailJobId(alertOf(stale!))} skipped: older than its freshness`);
  });

  it("R-FOLLOW-01, R-DESK-02: at start, an enquiry of the last 7 days whose alert was never queued gets one, and one of the last 4 days its acknowledgement", async ({
    api,
  }) => {
    const [missed, queued, sent, old] = await storeEnquiries(api.db, 4);
    await api.jobs.enquiryReceived(queued!);
    await api.db.update(contactEnquiries).set({ emailedAt: new Date() }).where(eq(contactEnquiries.id, sent!));
    const eightDaysAgo = new Date(api.now() - 8 * DAY_MS);
    await api.db.update(contactEnquiries).set({ createdAt: eightDaysAgo }).where(eq(contactEnquiries.id, old!));
    // The alert of the one missed, and the acknowledgement (R-DESK-02) of each of the last four days': none was queued.
    expect(await api.jobs.recover()).toBe(4);
    expect(await jobOf(api.jobs, missed!)).toMatchObject({ state: "created", data: { enquiryId: missed } });
    for (const id of [sent!, old!]) expect(await jobOf(api.jobs, id)).toBeNull();
    for (const id of [missed!, queued!, sent!])
      expect(await api.jobs.queue.boss.getJobById("mail", mailJobId(acknowledgementJob(id)))).toMatchObject({
        state: "created",
      });
    expect(await api.jobs.queue.boss.getJobById("mail", mailJobId(acknowledgementJob(old!)))).toBeNull();
    expect(await api.jobs.recover()).toBe(0);
  });

  it("a pg-boss script that fails part-way leaves no transaction open", async ({ api }) => {
    const boss = bossDatabase(api.db);
    await expect(boss.executeSql("BEGIN; SELECT 1; SELECT 1/0; COMMIT;")).rejects.toThrow(/division by zero/);
    // Every connection (PGlite's one, or each of the pool's) still answers.
    const answers = await Promise.all(Array.from({ length: 12 }, () => api.db.execute(sql`select 1`)));
    expect(answers).toHaveLength(12);
    await storeEnquiries(api.db, 1);
    expect(await api.db.select().from(contactEnquiries)).toHaveLength(1);
  });

  it.skipIf(!isPostgresUrl(databaseUrl))(
    "R-FOLLOW-04: two instances started together on one PostgreSQL, 200 enquiries each queued by both: 200 alerts, each once",
    async ({ api }) => {
      const ids = await storeEnquiries(api.db, 200);
      const handles = await Promise.all([openDatabase(databaseUrl), openDatabase(databaseUrl)]);
      const sentBy = [0, 0];
      const smtp = createMailer({ smtpUrl: mail.url, from: FROM })!;
      const counting = (instance: number): Mailer => ({
        async send(message) {
          sentBy[instance]! += 1;
          await smtp.send(message);
        },
      });
      const instances = await Promise.all(
        handles.map((handle, i) => startWithSmtp(api, () => undefined, counting(i), handle.db)),
      );
      try {
        await Promise.all(instances.flatMap((jobs) => ids.map((id) => jobs.enquiryReceived(id))));
        await expect.poll(() => mail.received.length, { timeout: 60_000, interval: 200 }).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 1000));
        expect(mail.received).toHaveLength(200);
        expect(new Set(alertedEnquiryIds(mail.received))).toEqual(new Set(ids));
        expect(sentBy[0]! + sentBy[1]!).toBe(200);
        // Both took part: each job was taken by exactly one of two competing workers.
        expect(Math.min(...sentBy)).toBeGreaterThan(0);
      } finally {
        for (const jobs of instances) await jobs.stop();
        for (const handle of handles) await handle.close();
      }
    },
    90_000,
  );
});

describeOnDatabases("an unreachable SMTP server", { smtpUrl: "smtp://127.0.0.1:9", queue: { retryLimit: 1 } }, () => {
  it("R-FOLLOW-03: an alert is tried retryLimit + 1 times, then stays failed with its error, and emailed_at stays empty", async ({
    api,
  }) => {
    const [id] = await storeEnquiries(api.db, 1);
    await api.jobs.enquiryReceived(id!);
    const boss = api.jobs.queue.boss;
    const alert = mailJobId(alertOf(id!));
    await expect
      .poll(async () => (await boss.getJobById("mail", alert))?.state, { timeout: 15_000, interval: 250 })
      .toBe("failed");
    const failed = await boss.getJobById<{ enquiryId: string }>("mail", alert);
    expect(failed!.data.enquiryId).toBe(id);
    expect(failed!.retryCount).toBe(1);
    expect(JSON.stringify(failed!.output)).toMatch(/ECONNREFUSED/);
    const rows = await api.db.select().from(contactEnquiries);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.emailedAt).toBeNull();
  }, 20_000);
});
