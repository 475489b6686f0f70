import type { ExperimentDetail } from "@core/admin-api";

/** A draft hero experiment as the admin API returns it, with no content unless `overrides` gives some. */
export const experimentDetail = (overrides: Partial<ExperimentDetail> = {}): ExperimentDetail => ({
  id: "11111111-1111-4111-8111-111111111111",
  name: "Hero test",
  status: "draft",
  isControl: false,
  pageLocations: ["hero"],
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
  startedAt: null,
  endedAt: null,
  primaryMetric: "quote_handoff",
  baselineRate: 0.03,
  minimumEffect: 0.2,
  madeDefaultAt: null,
  content: {},
  ...overrides,
});
