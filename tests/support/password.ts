/**
 * Our password hasher against a library's (better-auth's, or a stand-in for a later version of
 * it): the hashes of each verify with the other (R-SAFE-06).
 */
import { expect } from "vitest";
import { hashPassword, verifyPassword } from "../../server/auth/password.server";

export type LibraryHasher = {
  hash: (password: string) => Promise<string>;
  verify: (input: { hash: string; password: string }) => Promise<boolean>;
};

/**
 * What `library` hashes verifies with ours, and a wrong password does not; what ours hashes
 * verifies with `library`. Our hash, for the caller's own checks.
 */
export async function expectHashesCross(library: LibraryHasher, password: string): Promise<string> {
  const theirs = await library.hash(password);
  expect(await verifyPassword({ hash: theirs, password })).toBe(true);
  expect(await verifyPassword({ hash: theirs, password: `${password}!` })).toBe(false);
  const ours = await hashPassword(password);
  expect(await library.verify({ hash: ours, password })).toBe(true);
  return ours;
}
