/**
 * POST /api/page-view: the page views our own server counts, first-party and cookieless
 * (R-FUNNEL-30..35). The page sends a beacon when it is shown (app/features/page-view.ts); it
 * carries no identifier, so it is sent whether or not analytics are accepted. Recorded: the
 * path, its edition, the referring domain, the campaign values and which ad click ids the
 * landing URL had, the device class (read from the user agent, which is not kept), the
 * experiment shown, and the day's visitor hash (visitorHash). Not recorded: a bot, a prefetch or
 * prerender, a view sent from another site. Hostile input is a clear 4xx: the body is limited
 * (BODY_LIMITS.pageView), parsed by the shared schema and refused as a whole only when its path is
 * not one. A view is a row of a shared INSERT with nothing read (createViewWriter), so beacons stay
 * cheap under load.
 */
import { createHash, randomBytes } from "node:crypto";
import { Hono, type Context } from "hono";
import pg from "pg";
import { isbot } from "isbot";
import { sql } from "drizzle-orm";
import { localeOf } from "../../core/locales";
import { deviceClass } from "../../core/device-class";
import { gulfDay, gulfDayStart } from "../../core/gulf-time";
import { pageViewSchema, type PageView } from "../../core/schemas/page-view";
import { siteConfig } from "../../site.config";
import { driverOf, runPrepared, type Database } from "../db/client.server";
import { clientIp, requestSite, validationError, type ClientAddress } from "../http.server";
import { apiErrors, refuse, refuseUnstorable } from "../validate.server";

export type PageViewDeps = {
  db: Database;
  /** Trusted proxy hops (TRUST_PROXY): the client address comes from clientIp alone (R-SAFE-10). */
  trustProxy: number;
  now: () => number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The site a visitor hash belongs to, as Plausible hashes in the domain. */
const SITE = new URL(siteConfig.origin).host;

/**
 * The day's visitor (R-FUNNEL-33), as Plausible counts unique visitors: SHA-256 of the day's
 * secret salt, the site, the client address (clientIp's, an IPv6 client by its /64) and the user
 * agent, cut to 128 bits. The same browser on the same network is one visitor all day; the next
 * day it is another hash, and once the day's salt is deleted no one can tell whose it was.
 */
export function visitorHash(salt: string, client: ClientAddress, userAgent: string): string {
  return createHash("sha256")
    .update(JSON.stringify([salt, SITE, client, userAgent]))
    .digest("hex")
    .slice(0, 32);
}

/** The day's salt, made if it is not yet, and every earlier day's deleted, in one statement. */
const SALT_OF_DAY = `with gone as (delete from visit_salts where day < $1::date),
  made as (insert into visit_salts (day, salt) values ($1::date, $2) on conflict (day) do nothing returning salt)
  select salt from made union all select salt from visit_salts where day = $1::date limit 1`;

/**
 * The salt of each Gulf day, made by the day's first view (one statement that also deletes every
 * earlier day's salt) and then held in memory, so a view reads nothing. Several instances agree
 * on a day's salt: the first insert wins and the rest read it back.
 */
export function createSaltKeeper(db: Database) {
  let current: { day: string; salt: Promise<string> } | null = null;
  return function saltOf(day: string): Promise<string> {
    if (current?.day === day) return current.salt;
    const salt = (async () => {
      // Another instance's insert may commit after this statement's snapshot: the next attempt sees it.
      for (let attempt = 0; attempt < 3; attempt++) {
        const rows = await runPrepared<{ salt: string }>(db, "visit-salt", SALT_OF_DAY, [
          day,
          randomBytes(32).toString("hex"),
        ]);
        if (rows[0]) return rows[0].salt;
      }
      throw new Error(`No visit salt for ${day}`);
    })();
    current = { day, salt };
    const forget = () => {
      if (current?.salt === salt) current = null;
    };
    // A failed read is tried again by the next view, not remembered.
    salt.catch(forget);
    // Nor is the salt kept in memory past its day, should no view come after midnight.
    const left = gulfDayStart(day) + DAY_MS - Date.now();
    if (left > 0) setTimeout(forget, left).unref();
    return salt;
  };
}

/** Deletes every salt of a day before `day` (the retention job's share of R-FUNNEL-33). */
export async function deleteOldSalts(db: Database, day: string): Promise<number> {
  const result = await db.execute(sql`delete from visit_salts where day < ${day}::date`);
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return Number(rowCount ?? affectedRows ?? 0);
}

/** A browser's speculative load (Speculation Rules, <link rel=prefetch>): nobody has seen the page yet. */
function isPrefetch(c: Context): boolean {
  const purpose = `${c.req.header("sec-purpose") ?? ""} ${c.req.header("purpose") ?? ""}`.toLowerCase();
  return /prefetch|prerender/.test(purpose);
}

/** sendBeacon sends a string as text/plain; a script may send JSON. */
const BEACON_TYPES = new Set(["text/plain", "application/json"]);

const COLUMNS = `day, path, edition, device_class, referrer_domain, utm_source, utm_medium, utm_campaign,
  utm_content, utm_term, has_gclid, has_fbclid, has_msclkid, has_ttclid, experiment_id, visitor_hash, viewed_at`;
const COLUMN_COUNT = 17;

/** How the writer's one statement begins: what PostgreSQL's activity view shows of it (R-FUNNEL-37). */
export const PAGE_VIEWS_INSERT = "insert into page_views";

/** One INSERT of `count` rows: ($1::date, $2, …), ($18::date, …). */
function insertText(count: number): string {
  const rows: string[] = [];
  for (let row = 0; row < count; row++) {
    const first = row * COLUMN_COUNT + 1;
    const params = Array.from({ length: COLUMN_COUNT }, (_, column) => `$${first + column}`);
    params[0] += "::date";
    rows.push(`(${params.join(", ")})`);
  }
  return `${PAGE_VIEWS_INSERT} (${COLUMNS}) values ${rows.join(", ")}`;
}

/** Rows one INSERT carries at most: 17 parameters each, far under PostgreSQL's 65,535. */
const MAX_BATCH_ROWS = 500;

/**
 * The writer of page views (R-FUNNEL-37): the views that arrive while one INSERT is under way go
 * together in the next, so beacons hold at most one database connection between them however many
 * arrive, and the leads' statements never queue behind them for one. Each beacon is answered once
 * its row is written (none is lost to a crash after its answer); a failed INSERT fails its views.
 */
export function createViewWriter(db: Database) {
  type Pending = { values: unknown[]; done: () => void; failed: (error: unknown) => void };
  let queue: Pending[] = [];
  let writing = false;
  const client = driverOf(db);
  const insert = (text: string, values: unknown[]) =>
    client instanceof pg.Pool ? client.query(text, values) : client.query(text, values);

  async function drain() {
    while (queue.length > 0) {
      const batch = queue.slice(0, MAX_BATCH_ROWS);
      queue = queue.slice(batch.length);
      try {
        await insert(
          insertText(batch.length),
          batch.flatMap((view) => view.values),
        );
        for (const view of batch) view.done();
      } catch (error) {
        for (const view of batch) view.failed(error);
      }
    }
    writing = false;
  }

  return function write(values: unknown[]): Promise<void> {
    return new Promise((done, failed) => {
      queue.push({ values, done, failed });
      if (writing) return;
      writing = true;
      // The views of this turn of the event loop join the first INSERT.
      setImmediate(() => void drain());
    });
  };
}

function insertValues(view: PageView, at: Date, day: string, userAgent: string, visitor: string): unknown[] {
  const clicks = view.clickIds ?? [];
  return [
    day,
    view.path,
    localeOf(view.path),
    deviceClass(userAgent),
    view.referrer ?? null,
    view.utm_source ?? null,
    view.utm_medium ?? null,
    view.utm_campaign ?? null,
    view.utm_content ?? null,
    view.utm_term ?? null,
    clicks.includes("gclid"),
    clicks.includes("fbclid"),
    clicks.includes("msclkid"),
    clicks.includes("ttclid"),
    view.experiment ?? null,
    visitor,
    at.toISOString(),
  ];
}

export function createPageViewRoutes({ db, trustProxy, now }: PageViewDeps) {
  const app = new Hono();
  const saltOf = createSaltKeeper(db);
  const write = createViewWriter(db);
  app.onError(apiErrors);

  app.post("/", async (c) => {
    // Only our own pages count their views (R-FUNNEL-35).
    if (requestSite(c, trustProxy) === "cross-site") refuse(403, "Page views are counted from this site only");
    const mediaType = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (!BEACON_TYPES.has(mediaType)) refuse(415, "Expected text/plain or application/json");
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      refuse(400, "Malformed JSON");
    }
    const parsed = pageViewSchema.safeParse(body);
    if (!parsed.success) {
      const problem = validationError(parsed.error);
      refuse(400, problem.error, problem.field);
    }
    refuseUnstorable(parsed.data);
    // A bot or a speculative load is not a visitor (R-FUNNEL-34): accepted, not counted.
    const userAgent = c.req.header("user-agent") ?? "";
    if (!userAgent || isbot(userAgent) || isPrefetch(c)) return c.body(null, 202);
    const at = new Date(now());
    const day = gulfDay(at);
    const visitor = visitorHash(await saltOf(day), clientIp(c, trustProxy), userAgent);
    await write(insertValues(parsed.data, at, day, userAgent, visitor));
    return c.body(null, 204);
  });

  app.all("/", (c) => {
    c.header("Allow", "POST");
    refuse(405, "Method not allowed");
  });

  return app;
}
