import { describe, expect, it } from "vitest";
import { formatPValue, formatRate, formatUplift } from "./format";

describe("results formatting (R-OPEN-11)", () => {
  it.each([
    [null, "—"],
    [0, "0.0%"],
    [0.0512, "5.1%"],
    [1, "100.0%"],
  ])("conversion %s → %s", (rate, expected) => {
    expect(formatRate(rate)).toBe(expected);
  });

  it.each([
    [null, "—"],
    [0.25, "+25.0%"],
    [-0.1, "\u221210.0%"],
    [0.00001, "0.0%"],
  ])("uplift %s → %s", (uplift, expected) => {
    expect(formatUplift(uplift)).toBe(expected);
  });

  it.each([
    [null, "—"],
    [0.0004, "<0.001"],
    [0.001, "0.001"],
    [0.04321, "0.043"],
    [1, "1.000"],
  ])("p-value %s → %s", (pValue, expected) => {
    expect(formatPValue(pValue)).toBe(expected);
  });
});
