import { describe, expect, it } from "vitest";
import { formatPValue, formatRate, formatUplift } from "./format";

const FORMATS = { conversion: formatRate, uplift: formatUplift, "p-value": formatPValue };

describe("results formatting (R-OPEN-11)", () => {
  it.each([
    ["conversion", null, "—"],
    ["conversion", 0, "0.0%"],
    ["conversion", 0.0512, "5.1%"],
    ["conversion", 1, "100.0%"],
    ["uplift", null, "—"],
    ["uplift", 0.25, "+25.0%"],
    ["uplift", -0.1, "\u221210.0%"],
    ["uplift", 0.00001, "0.0%"],
    ["p-value", null, "—"],
    ["p-value", 0.0004, "<0.001"],
    ["p-value", 0.001, "0.001"],
    ["p-value", 0.04321, "0.043"],
    ["p-value", 1, "1.000"],
  ] as const)("%s %s → %s", (kind, value, expected) => {
    expect(FORMATS[kind](value)).toBe(expected);
  });
});
