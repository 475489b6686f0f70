/**
 * The team's daily digest of signups (R-FOLLOW-33) and its funnel (R-FUNNEL-75), and the weekly
 * funnel report (R-FUNNEL-76), through the queue to a real SMTP server, on PGlite and PostgreSQL:
 * the day it covers is the Gulf day before the queue's (injectable) clock, midnight to midnight
 * Gulf time; the week the last Sunday to Saturday before it; each is sent once however often, and
 * by however many instances, it is triggered, and an empty day gets one line.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { GULF_TIME_ZONE } from "../../core/gulf-time";
import { siteConfig } from "../../site.config";
import { apiTest as it, describeOnDatabases, type Harness } from "../../tests/support/api";
import { startSecondQueue } from "../../tests/support/api-fixtures";
import { mailHeader } from "../../tests/support/mail";
import { startEmptiedMailCatcher } from "../../tests/support/inbox";
import { createMailer } from "../mailer.server";
import {
  androidWaitlist,
  handoffs,
  newsletterSubscribers,
  pageViews,
  partnerEvents,
  renewalReminders,
} from "../db/schema";
import {
  DIGEST_CRON,
  DIGEST_QUEUE,
  lastGulfWeek,
  previousGulfDay,
  WEEKLY_REPORT_CRON,
  WEEKLY_REPORT_QUEUE,
} from "./digest-jobs.server";

const mail = await startEmptiedMailCatcher();

/** A raw message's text as written: quoted-printable soft breaks joined, each "=XX" run back to its UTF-8 text. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll("=", ""), "hex").toString("utf8"));

/** The plain-text part of a raw message. */
function plainText(raw: string): string {
  const part = decoded(raw).split(/Content-Type: text\/plain[^\n]*\n/i)[1] ?? "";
  return part.split(/\r?\n----_/)[0]!;
}

/**
 * The one message received: a report for the team, to the support address with `subject` and,
 * the team's own report, no unsubscribe. The raw message and its plain text.
 */
function teamReport(subject: string): { raw: string; text: string } {
  const raw = mail.received[0]!;
  expect(mailHeader(raw, "To")).toBe(siteConfig.supportEmail);
  expect(mailHeader(raw, "Subject")).toBe(subject);
  expect(mailHeader(raw, "List-Unsubscribe")).toBeUndefined();
  return { raw, text: plainText(raw) };
}

/** Fires the digest's trigger as pg-boss's cron does: a job on its queue (and wakes its worker). */
const trigger = (api: Harness) => api.jobs.triggerDigest();

describeOnDatabases("the daily digest", { smtpUrl: mail.url }, () => {
  it("R-FOLLOW-33: is scheduled at 08:00 Gulf time through pg-boss's cron", async ({ api }) => {
    const schedules = await api.jobs.queue.boss.getSchedules();
    expect(schedules).toContainEqual(
      expect.objectContaining({ name: DIGEST_QUEUE, cron: DIGEST_CRON, timezone: GULF_TIME_ZONE }),
    );
    expect(DIGEST_CRON).toBe("0 8 * * *");
  });

  it("R-FOLLOW-33: at 08:00 on 3 March (Gulf) it sends 2 March's signups, midnight to midnight Gulf time, once", async ({
    api,
  }) => {
    // 2 March in the Gulf is 1 March 20:00 UTC to 2 March 20:00 UTC.
    await api.db.insert(newsletterSubscribers).values([
      { email: "before@example.com", source: "footer", createdAt: new Date("2026-03-01T19:59:59Z") },
      { email: "first@example.com", source: "footer", createdAt: new Date("2026-03-01T20:00:00Z") },
      { email: "last@example.com", source: "popup", createdAt: new Date("2026-03-02T19:59:59Z") },
      { email: "after@example.com", source: "popup", createdAt: new Date("2026-03-02T20:00:00Z") },
    ]);
    await api.db
      .insert(androidWaitlist)
      .values({ email: "android@example.com", createdAt: new Date("2026-03-02T08:00:00Z") });
    await api.db.insert(renewalReminders).values({
      email: "renewal@example.com",
      renewalMonth: "2026-06",
      source: "home",
      consentAt: new Date("2026-03-02T09:00:00Z"),
      createdAt: new Date("2026-03-02T09:00:00Z"),
    });
    // 08:00 on 3 March, Gulf time.
    api.setNow(Date.parse("2026-03-03T04:00:00Z"));
    expect(previousGulfDay(api.now())).toBe("2026-03-02");

    await trigger(api);
    await expect.poll(() => mail.received.length, { timeout: 10_000 }).toBe(1);
    // Triggered again (a second cron tick, another instance): the day's mail job exists already.
    await trigger(api);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mail.received).toHaveLength(1);

    const { raw, text } = teamReport("[Website signups] 2026-03-02: 4 new");
    // The plain-text part writes headings in capitals.
    expect(text).toContain("SIGNUPS ON MONDAY, 2 MARCH 2026");
    expect(text).toContain("NEWSLETTER: 2");
    expect(text).toContain("ANDROID WAITLIST: 1");
    expect(text).toContain("RENEWAL REMINDERS: 1");
    for (const address of ["first@example.com", "last@example.com", "android@example.com", "renewal@example.com"])
      expect(text).toContain(address);
    for (const address of ["before@example.com", "after@example.com"]) expect(decoded(raw)).not.toContain(address);
    expect(text).toContain("renews 2026-06");
    // Times in the list are Gulf time: 23:59 on 2 March, not 19:59.
    expect(text).toMatch(/2 Mar 2026, 11:59\s?PM/i);
  });

  it("R-FOLLOW-33: a day without signups gets its one line", async ({ api }) => {
    api.setNow(Date.parse("2026-04-10T04:00:30Z"));
    await trigger(api);
    await expect.poll(() => mail.received.length, { timeout: 10_000 }).toBe(1);
    const raw = mail.received[0]!;
    expect(mailHeader(raw, "Subject")).toBe("[Website signups] 2026-04-09: no new signups");
    expect(plainText(raw)).toContain("No new signups on Thursday, 9 April 2026 (Gulf time).");
  });

  it("R-FUNNEL-75: the digest gives the day's visitors, quote hand-offs, quotes started and policies", async ({
    api,
  }) => {
    await seedFunnel(api);
    // 08:00 on 3 March, Gulf time: 2 March's digest.
    api.setNow(Date.parse("2026-03-03T04:00:00Z"));
    await trigger(api);
    await expect.poll(() => mail.received.length, { timeout: 10_000 }).toBe(1);
    const text = plainText(mail.received[0]!);
    expect(text).toContain("FUNNEL ON MONDAY, 2 MARCH 2026");
    // a and b on 2 March (c came on 1 March); h1 and h2 (WhatsApp) pressed; h1 a quote and a policy.
    expect(text).toContain("Visitors: 2");
    expect(text).toContain("Quote hand-offs: 2 (1 by WhatsApp)");
    expect(text).toContain("Quotes started: 1");
    expect(text).toContain("Policies: 1 (1,234.50 AED)");
    // h0's quote of 1 March was started on 2 March: reported that day, counted with its hand-off's day.
    expect(text).toMatch(/reported\s+2 quotes started and 1 policies\s+\(\s*1,234.50 AED\)/);
  });
});

/** A visitor per hash on its day; hand-offs with the broker's events. 1 to 7 March 2026 is a Sunday to a Saturday. */
async function seedFunnel(api: Harness) {
  const view = (visitor: string, day: string, at: string, source?: string) => ({
    visitorHash: visitor.padEnd(32, "0"),
    day,
    viewedAt: new Date(at),
    path: "/",
    edition: "en" as const,
    deviceClass: "phone" as const,
    ...(source ? { utmSource: source } : {}),
  });
  await api.db.insert(pageViews).values([
    view("a", "2026-03-02", "2026-03-02T06:00:00Z", "radio"),
    view("b", "2026-03-02", "2026-03-02T07:00:00Z", "instagram"),
    view("c", "2026-03-01", "2026-03-01T07:00:00Z", "radio"),
    // Sunday 8 March, the next week.
    view("d", "2026-03-08", "2026-03-08T03:00:00Z", "radio"),
  ]);
  const press = (id: string, at: string, extra: Partial<typeof handoffs.$inferInsert> = {}) => ({
    id,
    createdAt: new Date(at),
    kind: "quote_online" as const,
    surface: "quote_dialog" as const,
    channel: "beacon" as const,
    edition: "en" as const,
    source: "hero_main",
    medium: "cta_button",
    deviceClass: "phone" as const,
    utmSource: "radio",
    ...extra,
  });
  const [h0, h1, h2] = [randomUUID(), randomUUID(), randomUUID()];
  await api.db
    .insert(handoffs)
    .values([
      press(h0, "2026-03-01T07:05:00Z"),
      press(h1, "2026-03-02T06:05:00Z"),
      press(h2, "2026-03-02T06:06:00Z", { kind: "quote_whatsapp" }),
    ]);
  await api.db.insert(partnerEvents).values([
    { handoffId: h0, event: "quote_started", occurredAt: new Date("2026-03-02T05:00:00Z") },
    { handoffId: h1, event: "quote_started", occurredAt: new Date("2026-03-02T06:30:00Z") },
    { handoffId: h1, event: "policy_bought", occurredAt: new Date("2026-03-02T09:00:00Z"), premiumAed: "1234.50" },
  ]);
}

/** Jobs on one of the harness's queues, in one state or any. */
async function jobCount(api: Harness, queue: string, state?: string): Promise<number> {
  const schema = sql.identifier(api.queueSchema ?? "pgboss");
  const rows = await api.db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${schema}.job where name = ${queue} ${state ? sql`and state = ${state}` : sql``}`,
  );
  return (rows as { rows: { n: number }[] }).rows[0]!.n;
}

describeOnDatabases("the weekly funnel report", { smtpUrl: mail.url }, () => {
  it("R-FUNNEL-76: is scheduled at 08:00 Gulf time every Sunday through pg-boss's cron; the week is the last Sunday to Saturday", async ({
    api,
  }) => {
    const schedules = await api.jobs.queue.boss.getSchedules();
    expect(schedules).toContainEqual(
      expect.objectContaining({ name: WEEKLY_REPORT_QUEUE, cron: "0 8 * * 0", timezone: GULF_TIME_ZONE }),
    );
    expect(WEEKLY_REPORT_CRON).toBe("0 8 * * 0");
    // 08:00 Sunday 8 March, Gulf time (04:00 UTC); and if a late trigger runs on Monday or Saturday.
    expect(lastGulfWeek(Date.parse("2026-03-08T04:00:00Z"))).toEqual({ from: "2026-03-01", to: "2026-03-07" });
    expect(lastGulfWeek(Date.parse("2026-03-09T10:00:00Z"))).toEqual({ from: "2026-03-01", to: "2026-03-07" });
    expect(lastGulfWeek(Date.parse("2026-03-14T19:59:00Z"))).toEqual({ from: "2026-03-01", to: "2026-03-07" });
    // 00:30 on Sunday 8 March in the Gulf is still Saturday in UTC: the Gulf day decides.
    expect(lastGulfWeek(Date.parse("2026-03-07T20:30:00Z"))).toEqual({ from: "2026-03-01", to: "2026-03-07" });
  });

  it("R-FUNNEL-76: on Sunday 8 March it sends 1 to 7 March's funnel and top sources to the support address, once, whichever of two instances fires it", async ({
    api,
  }) => {
    await seedFunnel(api);
    api.setNow(Date.parse("2026-03-08T04:00:00Z"));
    // A second instance on the same jobs, as a second server would run.
    const other = await startSecondQueue(api, {
      mailer: createMailer({ smtpUrl: mail.url, from: "DriveBee <hello@drivebee.ae>" }),
    });
    try {
      await Promise.all([api.jobs.triggerWeeklyReport(), other.triggerWeeklyReport(), api.jobs.triggerWeeklyReport()]);
      // Every trigger has run (each queued the week's report or found it queued), and one report was queued.
      await expect.poll(() => jobCount(api, WEEKLY_REPORT_QUEUE, "completed"), { timeout: 10_000 }).toBe(3);
      await expect.poll(() => mail.received.length, { timeout: 10_000 }).toBe(1);
      expect(await jobCount(api, "mail")).toBe(1);
    } finally {
      await other.stop();
    }

    const { text } = teamReport("[Website funnel] 2026-03-01 to 2026-03-07: 3 visitors, 3 hand-offs, 1 policies");
    expect(text).toContain("Visitors: 3");
    expect(text).toContain("Quote hand-offs: 3 (1 by WhatsApp)");
    expect(text).toContain("Quotes started: 2");
    expect(text).toContain("Policies: 1 (1,234.50 AED)");
    // Top sources, busiest first: radio (a, c; 3 hand-offs), instagram (b).
    expect(text).toMatch(/1\. radio: 2 visitors,\s+3 hand-offs, 1 policies/);
    expect(text).toMatch(/2\. instagram: 1 visitors,\s+0 hand-offs, 0 policies/);
    // 3 of 3 hand-offs per visitor is 100%, its interval worked as in the Funnel tab's test.
    expect(text).toContain("Hand-offs per visitor: 100.0% (95%: 43.9–100.0%)");
    // Sunday 8 March's visitor belongs to next week.
    expect(text).not.toContain("Visitors: 4");
  });
});
