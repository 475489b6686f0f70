// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ExperimentResults, ExperimentRow, VariantResult } from "@core/admin-api";
import type { AdminData } from "~/features/admin/admin-api";
import { ExperimentsPanel } from "./experiments-panel";
import { ResultsPanel } from "./results-panel";

const adminRequest = vi.hoisted(() =>
  vi.fn<(url: string, init?: { method?: string; body?: Record<string, unknown> }) => Promise<unknown>>(),
);
vi.mock("~/features/admin/admin-api", async (importActual) => ({ ...(await importActual<object>()), adminRequest }));
vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }) }));

const row = (overrides: Partial<ExperimentRow>): ExperimentRow => ({
  id: "11111111-1111-4111-8111-111111111111",
  name: "Hero test",
  status: "active",
  isControl: false,
  pageLocations: ["hero"],
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
  startedAt: "2025-01-02T08:00:00.000Z",
  endedAt: null,
  primaryMetric: "quote_handoff",
  baselineRate: 0.03,
  minimumEffect: 0.2,
  madeDefaultAt: null,
  ...overrides,
});

const loaded = <T,>(data: T): AdminData<T> => ({ data, error: null, loading: false, reload: vi.fn() });

beforeEach(() => adminRequest.mockReset());
afterEach(() => cleanup());

describe("experiments list (R-OPEN-11)", () => {
  const rows = [
    row({ id: "a", name: "Draft one", status: "draft", startedAt: null }),
    row({ id: "b", name: "Running", isControl: true }),
    row({ id: "c", name: "Resting", status: "paused" }),
    row({ id: "d", name: "Done", status: "completed", endedAt: "2025-02-01T08:00:00.000Z" }),
  ];

  it("offers the status moves EXPERIMENT_TRANSITIONS allows, named with the experiment", () => {
    render(<ExperimentsPanel list={loaded(rows)} onChanged={vi.fn()} />);
    for (const name of [
      "Edit Draft one",
      "Start Draft one",
      "Edit Running",
      "Pause Running",
      "Complete Running",
      "Resume Resting",
      "Complete Resting",
      "View Done",
    ]) {
      expect(screen.getByRole("button", { name })).toBeTruthy();
    }
    expect(screen.queryByRole("button", { name: "Complete Done" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Start Running" })).toBeNull();
    const running = screen.getByRole("row", { name: /Running/ });
    expect(within(running).getByText("Active")).toBeTruthy();
    expect(within(running).getByText("Yes")).toBeTruthy();
    expect(screen.getByText("Not started")).toBeTruthy();
  });

  it("Pause sends the row with the new status; Complete asks first", async () => {
    adminRequest.mockResolvedValue({});
    const onChanged = vi.fn();
    render(<ExperimentsPanel list={loaded(rows)} onChanged={onChanged} />);
    fireEvent.click(screen.getByRole("button", { name: "Pause Running" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(adminRequest).toHaveBeenLastCalledWith("/api/admin/experiments/b", {
      method: "PATCH",
      body: { name: "Running", status: "paused", isControl: true, pageLocations: ["hero"] },
    });

    fireEvent.click(screen.getByRole("button", { name: "Complete Resting" }));
    const question = await screen.findByRole("alertdialog");
    expect(within(question).getByText(/cannot be undone/)).toBeTruthy();
    expect(adminRequest).toHaveBeenCalledTimes(1);
    fireEvent.click(within(question).getByRole("button", { name: "Complete experiment" }));
    await waitFor(() => expect(adminRequest).toHaveBeenCalledTimes(2));
    expect(adminRequest.mock.calls[1]?.[1]?.body?.status).toBe("completed");
  });

  it("a failed load says so and can be retried", () => {
    const list: AdminData<ExperimentRow[]> = {
      data: null,
      error: "We couldn't reach the server.",
      loading: false,
      reload: vi.fn(),
    };
    render(<ExperimentsPanel list={list} onChanged={vi.fn()} />);
    fireEvent.click(within(screen.getByRole("alert")).getByRole("button", { name: "Try again" }));
    expect(list.reload).toHaveBeenCalled();
  });
});

describe("results (R-OPEN-11)", () => {
  const result = (overrides: Partial<VariantResult>): VariantResult => ({
    experimentId: "x",
    name: "Variant",
    isControl: false,
    status: "active",
    visitors: 1200,
    impressions: 1500,
    quoteRequests: 90,
    conversionRate: 0.06,
    uplift: 0.2,
    pValue: 0.0004,
    verdict: "Variant is ahead of the control with 95% confidence",
    content: {},
    plan: {
      primaryMetric: "quote_handoff",
      baselineRate: 0.03,
      minimumEffect: 0.2,
      plannedPerSide: 1_200,
      visitorsNeeded: 0,
      expectedEnd: "2025-01-10",
      reached: true,
    },
    ...overrides,
  });
  /** The control as the server reports it: Original, its verdict "Control", no plan of its own. */
  const control = (overrides: Partial<VariantResult> = {}): VariantResult =>
    result({ experimentId: "c", name: "Original", isControl: true, verdict: "Control", plan: null, ...overrides });
  const answer = (overrides: Partial<ExperimentResults>): ExperimentResults => ({
    pageLocation: "hero",
    method: "Fixed horizon: no verdict before the planned sample.",
    control: null,
    variants: [],
    srm: null,
    ...overrides,
  });
  /** Shows the results; `row` looks inside the row of the variant or the control whose name starts it. */
  const showResults = (data: ExperimentResults, onChanged = vi.fn()) => {
    render(<ResultsPanel results={loaded(data)} onChanged={onChanged} />);
    return { row: (name: string) => within(screen.getByRole("row", { name: new RegExp(`^${name}`) })) };
  };

  it("shows rates, uplift and p-values in words and numbers", () => {
    const data = answer({
      control: control({ conversionRate: 0.05, uplift: null, pValue: null }),
      variants: [
        result({}),
        result({
          experimentId: "y",
          name: "Shorter",
          impressions: 0,
          visitors: 0,
          quoteRequests: 0,
          conversionRate: null,
          uplift: null,
          pValue: null,
          verdict: "Not enough data yet",
        }),
      ],
    });
    const { row } = showResults(data);
    expect(row("Variant").getByText("6.0%")).toBeTruthy();
    expect(row("Variant").getByText("+20.0%")).toBeTruthy();
    expect(row("Variant").getByText("<0.001")).toBeTruthy();
    expect(row("Variant").getByText("1,200")).toBeTruthy();
    expect(row("Original").getByText("5.0%")).toBeTruthy();
    expect(row("Original").getAllByText("—")).toHaveLength(3);
    expect(screen.getByText("Not enough data yet")).toBeTruthy();
  });

  it("says when nothing has run yet, and Refresh reloads", () => {
    const results = loaded<ExperimentResults>(answer({}));
    render(<ResultsPanel results={results} onChanged={vi.fn()} />);
    expect(screen.getByText(/Nothing has run yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Refresh" }));
    expect(results.reload).toHaveBeenCalled();
  });

  it("R-FUNNEL-56, R-FUNNEL-53: each row shows its texts beside its numbers, and the plan with its end date", () => {
    const data = answer({
      control: control(),
      variants: [
        result({
          content: { headline: "Drive safe, pay less" },
          pValue: null,
          verdict: "No verdict before the planned sample: 3,914 of 13,914 visitors a side so far",
          plan: {
            primaryMetric: "quote_handoff",
            baselineRate: 0.03,
            minimumEffect: 0.2,
            plannedPerSide: 13_914,
            visitorsNeeded: 19_914,
            expectedEnd: "2026-12-22",
            reached: false,
          },
        }),
      ],
    });
    const { row } = showResults(data);
    expect(row("Variant").getByText("“Drive safe, pay less”")).toBeTruthy();
    expect(row("Variant").getByText("13,914 a side")).toBeTruthy();
    expect(row("Variant").getByText("19,914 more visitors")).toBeTruthy();
    expect(row("Variant").getByText("Ends about 22 Dec 2026")).toBeTruthy();
    expect(row("Original").getByText(/the site’s default \(“Save 25% on Car Insurance”\)/)).toBeTruthy();
    expect(screen.getByText(data.method)).toBeTruthy();
    expect(screen.queryByTestId("srm-banner")).toBeNull();
  });

  it("R-FUNNEL-55: a sample-ratio mismatch shows a red banner", () => {
    const data = answer({
      control: control(),
      variants: [result({})],
      srm: {
        statistic: 12.2,
        pValue: 0.00048,
        mismatch: true,
        since: "2026-11-20T08:00:00.000Z",
        groups: [
          { experimentId: "c", name: "Original", visitors: 10_000 },
          { experimentId: "x", name: "Variant", visitors: 10_500 },
        ],
      },
    });
    showResults(data);
    const banner = screen.getByTestId("srm-banner");
    expect(banner.getAttribute("role")).toBe("alert");
    expect(banner.textContent).toMatch(/Sample-ratio mismatch: do not trust these results/);
    expect(banner.textContent).toMatch(/10,000 \(Original\) against 10,500 \(Variant\)/);
    expect(banner.textContent).toMatch(/p = <0.001/);
  });

  it("R-FUNNEL-57: Make this the default asks first, then ends the experiment on the server", async () => {
    adminRequest.mockResolvedValue({});
    const onChanged = vi.fn();
    const data = answer({
      control: control(),
      variants: [result({ experimentId: "11111111-1111-4111-8111-111111111111" })],
    });
    showResults(data, onChanged);
    expect(screen.queryByRole("button", { name: "Make Original the default" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Make Variant the default" }));
    const question = screen.getByRole("alertdialog", { name: "Make “Variant” the default?" });
    expect(question.textContent).toMatch(/ends the experiment/);
    fireEvent.click(within(question).getByRole("button", { name: "Make it the default" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(adminRequest).toHaveBeenCalledWith(
      "/api/admin/experiments/11111111-1111-4111-8111-111111111111/make-default",
      { method: "POST" },
    );
  });
});
