import { expect } from "vitest";
import type { ZodType } from "zod";
import { englishMessage } from "../../core/schemas/rules";

/**
 * The single message `schema` rejects `value` with, in English (fails the test when it accepts it
 * or says more): a rule's code reads as its English words, so tests hold the spec's exact wording.
 */
export function onlyMessage(schema: ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  expect(result.success, `expected ${JSON.stringify(value)} to be rejected`).toBe(false);
  const issues = result.error?.issues ?? [];
  expect(issues, JSON.stringify(value)).toHaveLength(1);
  return englishMessage(issues[0]!.message);
}

/** What `schema` makes of `value` (fails the test when it rejects it). */
export function accepted(schema: ZodType, value: unknown): unknown {
  const result = schema.safeParse(value);
  expect(result.error?.issues, JSON.stringify(value)).toBeUndefined();
  return result.data;
}

/** `onlyMessage` and `accepted` bound to one schema. */
export function schemaProbe(schema: ZodType) {
  return {
    onlyMessage: (value: unknown) => onlyMessage(schema, value),
    accepted: (value: unknown) => accepted(schema, value),
  };
}
