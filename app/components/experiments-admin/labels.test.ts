import { describe, expect, it } from "vitest";
import { statusActions } from "./labels";

describe("row status buttons follow EXPERIMENT_TRANSITIONS (R-OPEN-11)", () => {
  it.each([
    ["draft", ["Start"]],
    ["active", ["Pause", "Complete"]],
    ["paused", ["Resume", "Complete"]],
    ["completed", []],
  ] as const)("%s → %s", (status, labels) => {
    expect(statusActions(status).map((action) => action.label)).toEqual(labels);
  });

  it("only Complete asks first", () => {
    expect(
      statusActions("active")
        .filter((action) => action.confirm)
        .map((action) => action.to),
    ).toEqual(["completed"]);
  });
});
