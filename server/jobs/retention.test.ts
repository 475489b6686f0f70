/**
 * R-OPEN-06: the retention job deletes what the privacy page promises to
 * delete, and nothing else (PGlite in memory and PostgreSQL).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { androidWaitlist, contactEnquiries, newsletterSubscribers } from "../db/schema";
import { createHarness, type Harness, testDatabases } from "../test-support/api-harness";
import { runRetention } from "./retention.server";

const databases = testDatabases(inject("postgresUrl"));

const NOW = new Date("2026-11-22T08:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);
const enquiry = { firstName: "A", lastName: "B", subject: "S", message: "A message long enough." };

describe.each(databases)("the retention job on %s", (_name, databaseUrl) => {
  let api: Harness;
  beforeAll(async () => {
    api = await createHarness({ databaseUrl });
  });
  afterAll(async () => {
    await api.close();
  });
  beforeEach(async () => {
    await api.reset();
  });

  it("deletes enquiries 24 months after resolution, and only those", async () => {
    await api.db.insert(contactEnquiries).values([
      { ...enquiry, email: "old-resolved@example.com", status: "resolved", resolvedAt: daysAgo(731), createdAt: daysAgo(800) },
      { ...enquiry, email: "recent-resolved@example.com", status: "resolved", resolvedAt: daysAgo(700), createdAt: daysAgo(800) },
      { ...enquiry, email: "old-open@example.com", status: "in_progress", createdAt: daysAgo(900) },
    ]);
    const report = await runRetention(api.db, { now: NOW, androidLaunchDate: null });
    expect(report.enquiries).toBe(1);
    const left = (await api.db.select({ email: contactEnquiries.email }).from(contactEnquiries)).map((row) => row.email).sort();
    expect(left).toEqual(["old-open@example.com", "recent-resolved@example.com"]);
  });

  it("purges unsubscribed addresses 30 days after the unsubscribe and keeps subscribers", async () => {
    await api.db.insert(newsletterSubscribers).values([
      { email: "gone@example.com", source: "footer", status: "unsubscribed", unsubscribedAt: daysAgo(31) },
      { email: "just-left@example.com", source: "footer", status: "unsubscribed", unsubscribedAt: daysAgo(29) },
      { email: "reader@example.com", source: "footer", createdAt: daysAgo(1000) },
    ]);
    expect((await runRetention(api.db, { now: NOW, androidLaunchDate: null })).subscribers).toBe(1);
    const left = (await api.db.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers)).map((row) => row.email).sort();
    expect(left).toEqual(["just-left@example.com", "reader@example.com"]);
  });

  it("drops user agents after 90 days", async () => {
    await api.db.insert(newsletterSubscribers).values([
      { email: "old@example.com", source: "footer", userAgent: "Mozilla/5.0 old", createdAt: daysAgo(91) },
      { email: "new@example.com", source: "footer", userAgent: "Mozilla/5.0 new", createdAt: daysAgo(89) },
    ]);
    await api.db.insert(contactEnquiries).values({ ...enquiry, email: "e@example.com", userAgent: "Mozilla/5.0 old", createdAt: daysAgo(120) });
    expect((await runRetention(api.db, { now: NOW, androidLaunchDate: null })).userAgents).toBe(2);
    const agents = await api.db.select({ email: newsletterSubscribers.email, userAgent: newsletterSubscribers.userAgent }).from(newsletterSubscribers);
    expect(Object.fromEntries(agents.map((row) => [row.email, row.userAgent]))).toEqual({ "old@example.com": null, "new@example.com": "Mozilla/5.0 new" });
    expect((await api.db.select().from(contactEnquiries))[0]!.userAgent).toBeNull();
  });

  it("keeps the waitlist until 6 months after the Android launch", async () => {
    await api.db.insert(androidWaitlist).values({ email: "android@example.com" });
    expect((await runRetention(api.db, { now: NOW, androidLaunchDate: null })).waitlist).toBe(0);
    expect((await runRetention(api.db, { now: NOW, androidLaunchDate: "2026-06-01" })).waitlist).toBe(0);
    expect((await runRetention(api.db, { now: NOW, androidLaunchDate: "2026-05-01" })).waitlist).toBe(1);
    expect(await api.db.select().from(androidWaitlist)).toEqual([]);
  });
});
