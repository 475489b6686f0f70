/**
 * R-SAFE-03: a team session ends 12 hours after sign-in however much it is used. The
 * sessions' clock is better-auth's (the process's Date), so the test moves Date itself,
 * on PGlite and PostgreSQL.
 */
import { afterEach, expect, vi } from "vitest";
import { apiTest as it, describeOnDatabases } from "../../tests/support/api";
import { session } from "../db/schema";
import { SESSION_TTL_SECONDS } from "./auth.server";

const HOUR = 60 * 60 * 1000;

describeOnDatabases("the team session's absolute limit", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("a session used every hour is refused 12 hours after sign-in", async ({ api }) => {
    const cookie = await api.adminCookie();
    const [row] = await api.db.select({ createdAt: session.createdAt }).from(session);
    const signedInAt = row!.createdAt.getTime();
    vi.useFakeTimers({ toFake: ["Date"], now: signedInAt });
    // In use all day long: every hour, and once more a minute before the end.
    const uses = [...Array.from({ length: 12 }, (_, hour) => hour * HOUR), SESSION_TTL_SECONDS * 1000 - 60_000];
    for (const after of uses) {
      vi.setSystemTime(signedInAt + after);
      expect((await api.api("/admin/overview", { cookie })).status, `${after / HOUR} h after sign-in`).toBe(200);
    }
    vi.setSystemTime(signedInAt + SESSION_TTL_SECONDS * 1000 + 1000);
    expect((await api.api("/admin/overview", { cookie })).status).toBe(401);
    expect(await (await api.api("/auth/get-session", { cookie })).json()).toBeNull();
  }, 60_000);
});
