/**
 * Page view beacons under load (R-FUNNEL-37): 20,000 beacons at 50 concurrent connections to the
 * real built server on PostgreSQL. Every one is answered 204 and has its row, the beacons' p99 is
 * under 100 ms, PostgreSQL never sees the beacons hold more than one connection or make a statement
 * wait on a lock, and the lead signups sent meanwhile are slowed by nothing but the shared CPUs.
 * Each beacon comes from its own client address, as each lead does. And hostile beacons
 * (R-FUNNEL-35): never a 5xx, every refusal a JSON { error }, nothing stored but a path of ours.
 */
import fc from "fast-check";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { PAGE_VIEWS } from "../../core/constants";
import { pageViews } from "../../server/db/schema";
import { PAGE_VIEWS_INSERT } from "../../server/visits/page-views.server";
import { createHarness } from "../support/api";
import { field, hostileString, payload, rawBody } from "../support/arbitraries";
import {
  callApi,
  freshDatabase,
  ipFor,
  pool,
  mostlyPost,
  sendHostileRequests,
  startServer,
} from "../support/resilience";
import { PORTS } from "../support/ports";

const BEACONS = 20_000;
const CONCURRENCY = 50;
/** Leads sent one after another by a few visitors at a time, alone and then beside the beacons. */
const LEAD_CONCURRENCY = 4;
const LEADS_ALONE = 400;
const BEACON_P99_MS = 100;
const USER_AGENT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

/** The p-th percentile of the calls' times, in milliseconds to one decimal. */
function percentileMs(calls: readonly { ms: number }[], p: number): number {
  const sorted = calls.map((call) => call.ms).sort((a, b) => a - b);
  return +sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!.toFixed(1);
}

/** A call's status and how long its answer took, in milliseconds; a network failure is status 0. */
async function timed(call: () => Promise<number>): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const status = await call().catch(() => 0);
  return { status, ms: performance.now() - started };
}

/**
 * What PostgreSQL says the server's connections are doing, sampled every few milliseconds until
 * stopped: the most connections at once running the beacons' INSERT, how many samples saw one, and
 * the most statements at once waiting on a lock that such a connection holds.
 */
function sampleActivity(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  let stopped = false as boolean;
  const figures = { samples: 0, samplesWithInsert: 0, mostInserts: 0, mostWaitingBehindBeacons: 0 };
  const sampling = (async () => {
    await client.connect();
    try {
      while (!stopped) {
        const { rows } = await client.query<{ inserts: number; locked: number }>(
          `select count(*) filter (where state = 'active' and query like '${PAGE_VIEWS_INSERT} %')::int as inserts,
                  count(*) filter (where wait_event_type = 'Lock' and exists (
                    select from pg_stat_activity holder
                     where holder.pid = any(pg_blocking_pids(waiting.pid)) and holder.query like '${PAGE_VIEWS_INSERT} %'
                  ))::int as locked
             from pg_stat_activity waiting where datname = current_database() and pid <> pg_backend_pid()`,
        );
        const { inserts, locked } = rows[0]!;
        figures.samples++;
        if (inserts > 0) figures.samplesWithInsert++;
        figures.mostInserts = Math.max(figures.mostInserts, inserts);
        figures.mostWaitingBehindBeacons = Math.max(figures.mostWaitingBehindBeacons, locked);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    } finally {
      await client.end();
    }
  })();
  return async () => {
    stopped = true;
    await sampling;
    return figures;
  };
}

function sendBeacon(origin: string, n: number, campaign: string): Promise<number> {
  return fetch(`${origin}${PAGE_VIEWS.endpoint}`, {
    method: "POST",
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      "sec-fetch-site": "same-origin",
      "user-agent": USER_AGENT,
      "x-forwarded-for": ipFor(n),
    },
    body: JSON.stringify({ path: n % 3 === 0 ? "/ar" : "/", utm_source: "load", utm_campaign: campaign }),
  }).then(async (response) => {
    await response.arrayBuffer();
    return response.status;
  });
}

/** Android waitlist signups from their own addresses (past the beacons' ones), until `stop` says so or `count` are sent. */
async function sendLeads(origin: string, offset: number, { count, stop }: { count?: number; stop?: () => boolean }) {
  const results: { status: number; ms: number }[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: LEAD_CONCURRENCY }, async () => {
      while (count === undefined ? !stop!() : next < count) {
        const n = offset + next++;
        results.push(
          await timed(async () => {
            const answer = await callApi(origin, "android-waitlist-signup", {
              body: { email: `lead-${n}@example.com` },
              ip: ipFor(n),
            });
            return answer.status;
          }),
        );
      }
    }),
  );
  return results;
}

describe("page view beacons under load", () => {
  const cleanups: (() => Promise<unknown> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(`R-FUNNEL-37: ${BEACONS.toLocaleString("en")} beacons at ${CONCURRENCY} connections on PostgreSQL: none lost, p99 under ${BEACON_P99_MS} ms, one connection between them, no lead waiting behind them`, async (context) => {
    const postgresUrl = inject("resiliencePostgresUrl");
    if (!postgresUrl) return context.skip("PostgreSQL is not installed");
    const databaseUrl = await freshDatabase(postgresUrl, "page_view_load");
    const server = await startServer(PORTS.pageViewsPostgres, databaseUrl);
    cleanups.push(() => server.stop());
    const campaign = `load-${Date.now()}`;

    // Warm-up: the day's salt, the connections, the JIT.
    await pool(
      Array.from({ length: 200 }, (_, i) => i),
      10,
      (i) => sendBeacon(server.origin, BEACONS + i, "warm-up"),
    );
    await sendLeads(server.origin, 300_000, { count: 40 });

    const alone = await sendLeads(server.origin, 400_000, { count: LEADS_ALONE });

    let beaconsDone = false;
    const stopSampling = sampleActivity(databaseUrl);
    const started = Date.now();
    const [beacons, beside] = await Promise.all([
      pool(
        Array.from({ length: BEACONS }, (_, i) => i),
        CONCURRENCY,
        (i) => timed(() => sendBeacon(server.origin, i, campaign)),
      ).finally(() => {
        beaconsDone = true;
      }),
      sendLeads(server.origin, 500_000, { stop: () => beaconsDone }),
    ]);
    const seconds = (Date.now() - started) / 1000;
    const activity = await stopSampling();

    const figures = {
      beaconsPerSecond: Math.round(BEACONS / seconds),
      beaconP50Ms: percentileMs(beacons, 50),
      beaconP99Ms: percentileMs(beacons, 99),
      leadsAlone: alone.length,
      leadP50AloneMs: percentileMs(alone, 50),
      leadP99AloneMs: percentileMs(alone, 99),
      leadsBeside: beside.length,
      leadP50BesideMs: percentileMs(beside, 50),
      leadP99BesideMs: percentileMs(beside, 99),
    };
    console.log(`Page view beacons on PostgreSQL: ${JSON.stringify({ ...figures, ...activity })}`);

    const statuses = new Map<number, number>();
    for (const { status } of beacons) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    expect(Object.fromEntries(statuses)).toEqual({ 204: BEACONS });
    expect(new Set([...alone, ...beside].map((lead) => lead.status))).toEqual(new Set([200]));

    // None lost: a row for every 204.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ count: number }>(
        "select count(*)::int as count from page_views where utm_campaign = $1",
        [campaign],
      );
      expect(rows[0]!.count).toBe(BEACONS);
    } finally {
      await client.end();
    }

    expect(figures.beaconP99Ms).toBeLessThan(BEACON_P99_MS);
    // What must not happen is a lead waiting behind beacons for the database. PostgreSQL's own view
    // of the connections says it directly: never more than one running the beacons' INSERT (the
    // sampler saw them, so this is not said of an empty record), and no statement waiting on a lock
    // one of those holds. (A lock held by anything else is not the beacons' doing, and not counted.)
    expect(activity.samplesWithInsert).toBeGreaterThanOrEqual(10);
    expect(activity.mostInserts).toBe(1);
    expect(activity.mostWaitingBehindBeacons).toBe(0);
    // The leads' latency also shares the machine's two CPUs with the beacons, PostgreSQL and the
    // load generator, which about doubles it at every percentile with the writer working (p99 24–35
    // ms alone, 68–97 ms beside, in seventeen runs); with one INSERT per beacon it was 139 ms and the
    // sampler saw five INSERTs at once. The bound catches that, not the sharing of the CPUs.
    expect(figures.leadP99BesideMs).toBeLessThan(Math.max(4 * figures.leadP99AloneMs, figures.leadP99AloneMs + 100));
  }, 300_000);
});

describe("POST /api/page-view under 5,000 hostile requests", () => {
  const RUNS = 5_000;
  const pathish = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom("/", "/ar", "/features", "/ar/quote", "/blog/ai-coach-uae") },
    { weight: 1, arbitrary: fc.webUrl({ withQueryParameters: true, withFragments: true }) },
    { weight: 1, arbitrary: fc.string({ maxLength: 300 }).map((text) => `/${text}`) },
    { weight: 1, arbitrary: hostileString },
  );
  const campaign = fc.oneof(fc.string({ maxLength: 120 }), hostileString, fc.constant("layla@example.com"));
  const view = payload({
    path: field(pathish),
    referrer: field(fc.oneof(fc.domain(), fc.webUrl(), hostileString)),
    utm_source: field(campaign),
    utm_medium: field(campaign),
    utm_campaign: field(campaign),
    utm_content: field(campaign),
    utm_term: field(campaign),
    clickIds: field(fc.array(fc.oneof(fc.constantFrom("gclid", "fbclid", "msclkid", "ttclid"), hostileString))),
    experiment: field(fc.oneof(fc.uuid(), hostileString)),
  });
  const request = fc.record({
    method: mostlyPost,
    contentType: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom("text/plain;charset=UTF-8", "application/json") },
      { weight: 1, arbitrary: fc.constantFrom("application/x-www-form-urlencoded", "TEXT/PLAIN", "", "text/html") },
    ),
    site: fc.constantFrom("same-origin", "same-origin", "same-origin", "cross-site", "same-site", ""),
    userAgent: fc.oneof(
      { weight: 4, arbitrary: fc.constant("Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 Chrome/131.0 Mobile") },
      { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
    ),
    purpose: fc.constantFrom("", "", "", "prefetch", "prefetch;prerender"),
    body: rawBody(
      [{ weight: 8, arbitrary: view.map((value) => JSON.stringify(value)) }],
      ["", "{", "[]", "null", '{"__proto__":{"path":"/"}}', `{"path":"/","utm_term":"${"x".repeat(3000)}"}`],
    ),
  });

  it("R-FUNNEL-35: never answers 5xx, every refusal is a JSON { error }, and every stored view has a path of ours", async () => {
    const api = await createHarness({ databaseUrl: "memory://" });
    try {
      let sequence = 0;
      const answers = await sendHostileRequests(api.app, PAGE_VIEWS.endpoint, request, {
        runs: RUNS,
        bodiless: [202, 204],
        ip: () => ipFor(++sequence),
        headers: ({ site, userAgent, purpose }) => ({
          "sec-fetch-site": site,
          "user-agent": userAgent,
          "sec-purpose": purpose,
        }),
      });
      console.log(`page-view: ${answers.summary()}`);
      expect(answers.count(204)).toBeGreaterThan(RUNS / 50);
      const rows = await api.db.select().from(pageViews);
      expect(rows.length).toBe(answers.count(204));
      for (const row of rows) {
        expect(row.path, JSON.stringify(row)).toMatch(/^\/[^?#\s]*$/);
        for (const value of [row.utmSource, row.utmMedium, row.utmCampaign, row.utmContent, row.utmTerm])
          expect(value ?? "").not.toContain("@");
      }
    } finally {
      await api.close();
    }
  }, 300_000);
});
