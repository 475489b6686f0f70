/**
 * R-SAFE-06: our password hashes are better-auth's own functions, wrapped, so they cannot
 * drift from the library. A later better-auth that hashes at another cost stands in for it
 * here (scrypt N=2^15, r=8, a 32-byte key): what it writes verifies with ours, and what ours
 * writes verifies with it. A copy of today's scrypt settings fails this.
 */
import { hashPassword as libraryHash, verifyPassword as libraryVerify } from "better-auth/crypto";
import { describe, it, vi } from "vitest";
import { expectHashesCross } from "../../tests/support/password";

vi.mock("better-auth/crypto", async () => {
  const { randomBytes, scryptSync } = await import("node:crypto");
  const derive = (password: string, salt: string) =>
    scryptSync(password.normalize("NFKC"), salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }).toString(
      "hex",
    );
  return {
    hashPassword: async (password: string) => {
      const salt = randomBytes(16).toString("hex");
      return `${salt}:${derive(password, salt)}`;
    },
    verifyPassword: async ({ hash, password }: { hash: string; password: string }) => {
      const [salt = "", key] = hash.split(":");
      return derive(password, salt) === key;
    },
  };
});

const PASSWORD = "correct-horse-battery-staple";

describe("password hashes follow better-auth", () => {
  it("a better-auth with another cost: its hashes verify with ours, and ours with it", async () => {
    await expectHashesCross({ hash: libraryHash, verify: libraryVerify }, PASSWORD);
  }, 30_000);
});
