/**
 * The team's daily digest of signups (R-FOLLOW-33) through the queue to a real
 * SMTP server, on PGlite and PostgreSQL: the day it covers is the Gulf day
 * before the queue's (injectable) clock, midnight to midnight Gulf time; it is
 * sent once per day however often it is triggered, and an empty day gets one line.
 */
import { afterAll, expect } from "vitest";
import { GULF_TIME_ZONE } from "../../core/gulf-time";
import { siteConfig } from "../../site.config";
import { apiTest as it, describeOnDatabases, type Harness } from "../../tests/support/api";
import { mailHeader, startMailCatcher } from "../../tests/support/mail";
import { androidWaitlist, newsletterSubscribers, renewalReminders } from "../db/schema";
import { DIGEST_CRON, DIGEST_QUEUE, previousGulfDay } from "./digest-jobs.server";

const mail = await startMailCatcher();
afterAll(() => mail.close());

/** A raw message's text as written: quoted-printable soft breaks joined, "=3D" back to "=". */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replaceAll("=3D", "=")
    .replaceAll("=C2=B7", "·");

/** The plain-text part of a raw message. */
function plainText(raw: string): string {
  const part = decoded(raw).split(/Content-Type: text\/plain[^\n]*\n/i)[1] ?? "";
  return part.split(/\r?\n----_/)[0]!;
}

/** Fires the digest's trigger as pg-boss's cron does: a job on its queue (and wakes its worker). */
const trigger = (api: Harness) => api.jobs.triggerDigest();

describeOnDatabases("the daily digest", { smtpUrl: mail.url }, () => {
  it.beforeEach(() => {
    mail.received.length = 0;
  });

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

    const raw = mail.received[0]!;
    expect(mailHeader(raw, "To")).toBe(siteConfig.supportEmail);
    expect(mailHeader(raw, "Subject")).toBe("[Website signups] 2026-03-02: 4 new");
    // The team's own report: no unsubscribe.
    expect(mailHeader(raw, "List-Unsubscribe")).toBeUndefined();
    const text = plainText(raw);
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
});
