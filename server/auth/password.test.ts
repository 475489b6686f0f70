/**
 * Our password hasher is better-auth's format and cost, so accounts made
 * before it (by better-auth) and after it (by us) sign in either way; and the
 * sign-in gate bounds both the hashes at once and the queue behind them.
 */
import { hashPassword as betterAuthHash, verifyPassword as betterAuthVerify } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { expectHashesCross } from "../../tests/support/password";
import { createGate, GateFullError, verifyPassword } from "./password.server";

const PASSWORD = "correct-horse-battery-staple";

describe("password hashes", () => {
  it("a hash made by better-auth's default verifies with ours, and ours with better-auth's", async () => {
    const ours = await expectHashesCross({ hash: betterAuthHash, verify: betterAuthVerify }, PASSWORD);
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await betterAuthVerify({ hash: ours, password: "another-password" })).toBe(false);
  }, 30_000);

  it("normalises the password like better-auth (NFKC): the composed and decomposed é are one password", async () => {
    const hash = await betterAuthHash("caf\u00e9-long-password");
    expect(await verifyPassword({ hash, password: "cafe\u0301-long-password" })).toBe(true);
  }, 30_000);

  it("a stored value that is not salt:key never matches, and never throws", async () => {
    for (const hash of ["", "nocolon", ":", "salt:", ":abcd", "salt:not-hex", "salt:abcd"]) {
      expect(await verifyPassword({ hash, password: PASSWORD }), hash).toBe(false);
    }
  }, 30_000);
});

describe("the sign-in gate", () => {
  /** A task that runs until released, recording how many run at once. */
  function tracker() {
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const task = () =>
      new Promise<string>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        releases.push(() => {
          running -= 1;
          resolve("done");
        });
      });
    return { task, releases, most: () => most };
  }

  it("runs at most `concurrency` tasks at once, queues `queue` more, and refuses the rest at once", async () => {
    const gate = createGate({ concurrency: 2, queue: 3 });
    const { task, releases, most } = tracker();
    const runs = Array.from({ length: 8 }, () => gate.run(task).catch((error: unknown) => error));
    await Promise.resolve();
    expect(gate.active).toBe(2);
    expect(gate.waiting).toBe(3);
    expect(gate.full).toBe(true);
    // The three past the queue were refused without waiting for anything.
    const refused = await Promise.all(runs.slice(5));
    expect(refused.every((error) => error instanceof GateFullError)).toBe(true);
    // Release one at a time: each freed slot goes to the next in line.
    while (releases.length > 0) {
      releases.shift()!();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(await Promise.all(runs.slice(0, 5))).toEqual(["done", "done", "done", "done", "done"]);
    expect(most()).toBe(2);
    expect(gate.active).toBe(0);
    expect(gate.waiting).toBe(0);
    expect(gate.full).toBe(false);
  });

  it("frees the slot when a task fails", async () => {
    const gate = createGate({ concurrency: 1, queue: 0 });
    await expect(gate.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await gate.run(async () => "next")).toBe("next");
  });
});
