/**
 * The login's counters on their own, on PGlite and PostgreSQL: what an
 * attempt that never reached its password check gives back (R-SAFE-13, R-SAFE-14).
 */
import { expect } from "vitest";
import { RETENTION } from "../../core/constants";
import { countedAddress } from "../http.server";
import { apiTest as it, describeOnDatabases } from "../../tests/support/api";
import { attemptAbandoned, attemptSucceeded, beginAttempt, LOGIN_LIMITS } from "./login-throttle.server";

const EMAIL = "ops@drivebee.ae";
const client = (address: string) => countedAddress(address)!;

describeOnDatabases("the login's counters", () => {
  it("a check abandoned on a locked account (the server was busy) leaves the account locked", async ({ api }) => {
    const now = new Date(api.now());
    const known = await beginAttempt(api.db, { email: EMAIL, ip: client("198.51.100.7") }, now);
    if (!known.allowed) throw new Error("the first sign-in was refused");
    await attemptSucceeded(api.db, known, now);
    for (let attempt = 1; attempt <= LOGIN_LIMITS.accountFailures; attempt++)
      expect((await beginAttempt(api.db, { email: EMAIL, ip: client(`203.0.113.${attempt}`) }, now)).allowed).toBe(
        true,
      );
    expect((await beginAttempt(api.db, { email: EMAIL, ip: client("203.0.113.1") }, now)).allowed).toBe(false);

    // The known client's check is let through the lock, then never made (a full hash queue, a failed better-auth call).
    const abandoned = await beginAttempt(api.db, { email: EMAIL, ip: client("198.51.100.7") }, now);
    expect(abandoned.allowed).toBe(true);
    await attemptAbandoned(api.db, abandoned as Extract<typeof abandoned, { allowed: true }>);

    // What it gave back was its own slot: the account is as locked as before, to the attacker's addresses too.
    for (let attempt = 1; attempt <= 3; attempt++)
      expect((await beginAttempt(api.db, { email: EMAIL, ip: client(`203.0.113.${attempt}`) }, now)).allowed).toBe(
        false,
      );
  });

  it(`a client the account has not signed in from for ${RETENTION.knownSignInDays} days is a new client to a locked account`, async ({
    api,
  }) => {
    const signedIn = new Date(api.now());
    const known = await beginAttempt(api.db, { email: EMAIL, ip: client("2001:db8:7:7::1") }, signedIn);
    if (!known.allowed) throw new Error("the first sign-in was refused");
    await attemptSucceeded(api.db, known, signedIn);
    const lock = async (now: Date) => {
      for (let attempt = 1; attempt <= LOGIN_LIMITS.accountFailures; attempt++)
        await beginAttempt(api.db, { email: EMAIL, ip: client(`203.0.113.${attempt}`) }, now);
    };

    const justBefore = new Date(signedIn.getTime() + (RETENTION.knownSignInDays * 24 - 1) * 60 * 60 * 1000);
    await lock(justBefore);
    expect((await beginAttempt(api.db, { email: EMAIL, ip: client("2001:db8:7:7::2") }, justBefore)).allowed).toBe(
      true,
    );

    const justAfter = new Date(signedIn.getTime() + (RETENTION.knownSignInDays * 24 + 1) * 60 * 60 * 1000);
    await lock(justAfter);
    expect((await beginAttempt(api.db, { email: EMAIL, ip: client("2001:db8:7:7::2") }, justAfter)).allowed).toBe(
      false,
    );
  });
});
