import { expect } from "vitest";
import type { ZodType } from "zod";

/** The single message `schema` rejects `value` with (fails the test when it accepts it or says more). */
export function onlyMessage(schema: ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  expect(result.success, `expected ${JSON.stringify(value)} to be rejected`).toBe(false);
  const issues = result.error?.issues ?? [];
  expect(issues, JSON.stringify(value)).toHaveLength(1);
  return issues[0]!.message;
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
