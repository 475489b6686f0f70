// @vitest-environment happy-dom
/** The Outbox on screen (R-FOLLOW-30): states in plain words, Retry and Cancel only where they apply. */
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { OutboxMessage, Page } from "@core/admin-api";
import { OutboxPanel, outboxStateText } from "./outbox-panel";

const useAdminData = vi.hoisted(() => vi.fn());
vi.mock("~/features/admin/admin-api", async (importActual) => ({ ...(await importActual<object>()), useAdminData }));
vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const page = <Row,>(rows: Row[]): Page<Row> => ({ rows, total: rows.length, page: 1, pageSize: 50 });
const answer = (data: unknown) => ({ data, error: null, loading: false, reload: vi.fn() });

const base: OutboxMessage = {
  id: "33333333-3333-5333-8333-333333333333",
  queue: "mail",
  kind: "enquiry-alert",
  recipient: "s***@drivebee.ae",
  state: "failed",
  retryCount: 2,
  retryLimit: 2,
  lastError: "connect ECONNREFUSED 127.0.0.1:587",
  skipped: null,
  createdAt: "2026-03-02T08:00:00.000Z",
  startAfter: "2026-03-02T08:00:00.000Z",
  completedAt: "2026-03-02T08:10:00.000Z",
};

beforeEach(() => useAdminData.mockReset());
afterEach(() => cleanup());

describe("the Outbox", () => {
  it("R-FOLLOW-30: says each state in plain words, with its Gulf time", () => {
    const now = Date.parse("2026-03-02T09:00:00Z");
    expect(outboxStateText(base, now)).toBe("Failed 2 Mar 2026, 12:10 PM");
    expect(outboxStateText({ ...base, state: "retrying", startAfter: "2026-03-02T09:30:00Z" }, now)).toBe(
      "Retrying at 2 Mar 2026, 01:30 PM",
    );
    expect(outboxStateText({ ...base, state: "waiting", startAfter: "2026-03-02T08:59:00Z" }, now)).toBe("Waiting");
    expect(outboxStateText({ ...base, state: "sent" }, now)).toBe("Sent 2 Mar 2026, 12:10 PM");
    expect(outboxStateText({ ...base, state: "skipped", skipped: "stale" }, now)).toBe("Skipped as stale");
    expect(outboxStateText({ ...base, state: "cancelled" }, now)).toBe("Cancelled");
  });

  it("R-FOLLOW-30: lists kind, masked recipient, retries and the error; Retry and Cancel only where they apply; filters by state", () => {
    const sent: OutboxMessage = { ...base, id: "44444444-4444-5444-8444-444444444444", state: "sent", lastError: null };
    useAdminData.mockReturnValue(answer(page([base, sent])));
    render(<OutboxPanel />);
    const [failedRow, sentRow] = screen.getAllByTestId("outbox-row");
    expect(within(failedRow!).getByText("Enquiry alert")).toBeTruthy();
    expect(within(failedRow!).getByText("s***@drivebee.ae")).toBeTruthy();
    expect(within(failedRow!).getByText("2 of 2")).toBeTruthy();
    expect(within(failedRow!).getByText("connect ECONNREFUSED 127.0.0.1:587")).toBeTruthy();
    expect(within(failedRow!).getByRole("button", { name: "Retry Enquiry alert to s***@drivebee.ae" })).toBeTruthy();
    expect(within(failedRow!).getByRole("button", { name: "Cancel Enquiry alert to s***@drivebee.ae" })).toBeTruthy();
    expect(within(sentRow!).queryAllByRole("button")).toHaveLength(0);

    fireEvent.change(screen.getByRole("combobox", { name: "State" }), { target: { value: "failed" } });
    expect(useAdminData).toHaveBeenLastCalledWith("/api/admin/outbox?page=1&state=failed");
  });
});
