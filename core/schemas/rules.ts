/**
 * A field's rules in their R-OPEN-21 order: each is a test and the message when
 * it fails. Zod 4's `abort` stops at the first failing one, so a field never
 * reports more than one issue.
 */
import type { z } from "zod";

export type Rule = readonly [passes: (value: string) => boolean, message: string];

export function inOrder(schema: z.ZodString, rules: readonly Rule[]): z.ZodString {
  return rules.reduce((checked, [passes, message]) => checked.refine(passes, { error: message, abort: true }), schema);
}
