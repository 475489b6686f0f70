import { describe, expect, it } from "vitest";
import { PERFORMANCE_BUDGETS } from "@core/constants";
import { budgetBreach, vitalsEvent } from "./performance";

describe("performance budgets (R-CONST-22, R-OPEN-52)", () => {
  it("R-CONST-22: an LCP of 2600 ms breaches the 2.5 s budget and names it", () => {
    const message = budgetBreach({ name: "LCP", value: 2600 });
    expect(message).toMatch(/LCP/);
    expect(message).toContain("2600");
    expect(message).toContain("2500");
  });

  it("R-CONST-22: a CLS of 0.2 breaches the 0.1 budget", () => {
    const message = budgetBreach({ name: "CLS", value: 0.2 });
    expect(message).toMatch(/CLS/);
    expect(message).toContain("0.2");
  });

  it("R-CONST-22: values within budget give no warning", () => {
    expect(budgetBreach({ name: "LCP", value: 2400 })).toBeNull();
    expect(budgetBreach({ name: "LCP", value: 2500 })).toBeNull();
    expect(budgetBreach({ name: "CLS", value: 0.05 })).toBeNull();
  });

  it("R-OPEN-52: metrics without a budget (FCP, TTFB) never warn", () => {
    expect(budgetBreach({ name: "FCP", value: 99_999 })).toBeNull();
    expect(budgetBreach({ name: "TTFB", value: 99_999 })).toBeNull();
  });

  it("R-CONST-22: the budgets are page load 3000 ms, resource 500 KB, LCP 2.5 s, FID 100 ms, CLS 0.1", () => {
    expect(PERFORMANCE_BUDGETS).toMatchObject({
      pageLoadMs: 3000,
      resourceBytes: 500 * 1024,
      lcpMs: 2500,
      fidMs: 100,
      cls: 0.1,
    });
  });

  it("R-CALL-11: each measurement goes to the analytics facade as a web_vitals event (CLS in thousandths)", () => {
    expect(vitalsEvent({ name: "LCP", value: 1834.6 })).toEqual({
      event_category: "Web Vitals",
      event_label: "LCP",
      value: 1835,
    });
    expect(vitalsEvent({ name: "CLS", value: 0.0042 })).toEqual({
      event_category: "Web Vitals",
      event_label: "CLS",
      value: 4,
    });
    expect(vitalsEvent({ name: "TTFB", value: 88.2 })).toEqual({
      event_category: "Web Vitals",
      event_label: "TTFB",
      value: 88,
    });
  });
});
