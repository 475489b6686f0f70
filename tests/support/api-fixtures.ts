/**
 * What several API test files (./api.ts) share beyond the harness: the accounts of the admin
 * guard's tests, a second queue instance on a harness's jobs, the posts a confirm page or a mail
 * client makes, client addresses for signups that the per-address limits must not hold back, and
 * the hero's quote press of the hand-off tests, and a stored row read back by its id.
 */
import { eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { expect } from "vitest";
import type { Database } from "../../server/db/client.server";
import type { Mailer } from "../../server/mailer.server";
import { startJobs } from "../../server/queue/jobs.server";
import { TEST_ADMIN, TEST_QUEUE_SETTINGS, TEST_SECRET, type Harness } from "./api";
import { mailHeader } from "./mail";

/** The test admin (TEST_ADMIN), and an account without the admin role. */
export const ADMIN = TEST_ADMIN;
export const MEMBER = { email: "member@drivebee.ae", password: "another-long-password" };

/** A well-formed id no row has. */
export const SOME_ID = "00000000-0000-4000-8000-000000000000";

/** Makes ADMIN and MEMBER the way the CLI does and signs both in: their Cookie headers. */
export async function signInAdminAndMember(api: Harness): Promise<{ admin: string; member: string }> {
  await api.createUser(ADMIN.email, ADMIN.password);
  await api.createUser(MEMBER.email, MEMBER.password, { admin: false });
  return {
    admin: await api.sessionCookie(ADMIN.email, ADMIN.password),
    member: await api.sessionCookie(MEMBER.email, MEMBER.password),
  };
}

/** A second instance on the harness's jobs and clock, as a second server would run it; stop it when done. */
export function startSecondQueue(
  api: Harness,
  {
    mailer,
    log = () => undefined,
    db = api.db,
  }: { mailer: Mailer | null; log?: (line: string) => void; db?: Database },
) {
  return startJobs({
    db,
    secret: TEST_SECRET,
    settings: TEST_QUEUE_SETTINGS,
    mailer,
    now: api.now,
    log,
    ...(api.queueSchema ? { schema: api.queueSchema } : {}),
  });
}

/** A same-origin JSON POST to `path`, as the confirm pages' script sends a link's token. */
export function postJson(api: Harness, path: string, body: unknown) {
  return api.app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

/**
 * RFC 8058's one-click unsubscribe as a mail client sends it: a form POST of
 * `List-Unsubscribe=One-Click` to `url` (path and query); `body: null` sends none.
 */
export function oneClickPost(
  api: Harness,
  url: string,
  {
    body = "List-Unsubscribe=One-Click",
    type = "application/x-www-form-urlencoded",
  }: {
    body?: string | null;
    type?: string;
  } = {},
) {
  return api.app.request(url, {
    method: "POST",
    headers: { "content-type": type },
    ...(body === null ? {} : { body }),
  });
}

/** RFC 8058's one-click POST to the List-Unsubscribe header's URL of `message`: answered 200. */
export async function oneClickFromMail(api: Harness, message: string): Promise<Response> {
  const url = new URL(mailHeader(message, "List-Unsubscribe")!.slice(1, -1));
  const response = await oneClickPost(api, `${url.pathname}${url.search}`);
  expect(response.status).toBe(200);
  return response;
}

/** A new client address at each call (198.51.100.21 to .220 in turn): the per-address limits stay out of the way. */
export function clientAddresses(): () => string {
  let client = 0;
  return () => `198.51.100.${(++client % 200) + 20}`;
}

/** The hero's quote button pressed in the English dialog: what the beacon sends and the hand-off keeps (R-FUNNEL-10). */
export const HERO_DIALOG_PRESS = {
  kind: "quote_online",
  surface: "quote_dialog",
  edition: "en",
  source: "hero_main",
  medium: "cta_button",
} as const;

/** An English quote press that left through the redirect: what its hand-off row keeps whatever the surface (R-FUNNEL-10). */
export const QUOTE_REDIRECT = { kind: "quote_online", channel: "redirect", edition: "en" } as const;

/** The row of `table` whose id is `id`, as stored (undefined when there is none). */
export async function storedRow<T extends PgTable & { id: AnyPgColumn }>(
  api: Harness,
  table: T,
  id: string,
): Promise<T["$inferSelect"] | undefined> {
  // Widened to a plain table: drizzle cannot resolve its selection for a generic one.
  const from: PgTable = table;
  const [row] = await api.db.select().from(from).where(eq(table.id, id));
  return row;
}
