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
    ...overrides,
  });

  it("shows rates, uplift and p-values in words and numbers", () => {
    const data: ExperimentResults = {
      pageLocation: "hero",
      control: result({
        experimentId: "c",
        name: "Original",
        isControl: true,
        conversionRate: 0.05,
        uplift: null,
        pValue: null,
        verdict: "Control",
      }),
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
    };
    render(<ResultsPanel results={loaded(data)} />);
    const variant = within(screen.getByRole("row", { name: /^Variant/ }));
    expect(variant.getByText("6.0%")).toBeTruthy();
    expect(variant.getByText("+20.0%")).toBeTruthy();
    expect(variant.getByText("<0.001")).toBeTruthy();
    expect(variant.getByText("1,200")).toBeTruthy();
    const control = within(screen.getByRole("row", { name: /^Original/ }));
    expect(control.getByText("5.0%")).toBeTruthy();
    expect(control.getAllByText("—")).toHaveLength(2);
    expect(screen.getByText("Not enough data yet")).toBeTruthy();
  });

  it("says when nothing has run yet, and Refresh reloads", () => {
    const results = loaded<ExperimentResults>({ pageLocation: "hero", control: null, variants: [] });
    render(<ResultsPanel results={results} />);
    expect(screen.getByText(/Nothing has run yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Refresh" }));
    expect(results.reload).toHaveBeenCalled();
  });
});
