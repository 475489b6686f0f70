// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AnnouncementsAnswer, EnquirySummary, Page, SubscriberRow, WaitlistRow } from "@core/admin-api";
import { SubscribersPanel, WaitlistPanel } from "./audience-panels";
import { EnquiriesPanel } from "./enquiries-panel";

const useAdminData = vi.hoisted(() => vi.fn());
vi.mock("~/features/admin/admin-api", async (importActual) => ({ ...(await importActual<object>()), useAdminData }));
vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const page = <Row,>(rows: Row[]): Page<Row> => ({ rows, total: rows.length, page: 1, pageSize: 50 });
const answer = (data: unknown) => ({ data, error: null, loading: false, reload: vi.fn() });

/** Joined on 1 March 20:30 UTC (2 Mar, 00:30 in the Gulf), confirmed the next morning. */
const JOINED = {
  createdAt: "2026-03-01T20:30:00.000Z",
  confirmedAt: "2026-03-02T06:00:00.000Z",
  unsubscribedAt: null,
};

/** An address that has not followed its confirmation link yet. */
const PENDING = { email: "waiting@example.com", status: "pending", confirmedAt: null } as const;

const subscriberRow = (overrides: Partial<SubscriberRow> = {}): SubscriberRow => ({
  id: "11111111-1111-4111-8111-111111111111",
  email: "reader@example.com",
  source: "popup",
  status: "subscribed",
  ...JOINED,
  ...overrides,
});

const waitlistRow = (overrides: Partial<WaitlistRow> = {}): WaitlistRow => ({
  id: "33333333-3333-4333-8333-333333333333",
  email: "noura@example.com",
  source: "app_download_dialog",
  status: "confirmed",
  language: "ar",
  ...JOINED,
  notifiedAt: null,
  ...overrides,
});

const enquiryRow = (overrides: Partial<EnquirySummary> = {}): EnquirySummary => ({
  id: "22222222-2222-4222-8222-222222222222",
  firstName: "Layla",
  lastName: "Haddad",
  email: "layla@example.com",
  subject: "Cashback",
  status: "in_progress",
  createdAt: "2026-12-31T21:05:00.000Z",
  firstRepliedAt: null,
  ownerId: null,
  ownerEmail: null,
  overdue: false,
  ...overrides,
});

/** The waitlist tab's two requests: the announcement's counts, and the page of entries. */
function serveWaitlist(rows: WaitlistRow[], counts: Omit<AnnouncementsAnswer, "announcements">) {
  useAdminData.mockImplementation((url: string | null) =>
    url?.startsWith("/api/admin/waitlist/announcements")
      ? answer({ announcements: [], ...counts } satisfies AnnouncementsAnswer)
      : answer(page(rows)),
  );
}

/** The names in the Status filter, in order. */
const statusOptions = () =>
  within(screen.getByRole("combobox", { name: "Status" }))
    .getAllByRole("option")
    .map((option) => option.textContent);

beforeEach(() => useAdminData.mockReset());
afterEach(() => cleanup());

describe("the lead panels", () => {
  it("list subscribers with Gulf-time dates, filter them from 'All' and export what is shown", () => {
    const pending = subscriberRow({ ...PENDING, id: "22222222-2222-4222-8222-222222222222" });
    useAdminData.mockReturnValue(answer(page([subscriberRow(), pending])));
    render(<SubscribersPanel />);
    const row = screen.getByRole("row", { name: /reader@example.com/ });
    expect(within(row).getByText("2 Mar 2026, 12:30 AM")).toBeTruthy();
    expect(within(row).getByText("Subscribed 2 Mar 2026, 10:00 AM")).toBeTruthy();
    // R-FOLLOW-13: a pending address is shown apart, and an operator may still unsubscribe it.
    const waiting = screen.getByRole("row", { name: /waiting@example.com/ });
    expect(within(waiting).getByText("Pending confirmation")).toBeTruthy();
    expect(within(waiting).getByRole("button", { name: "Unsubscribe waiting@example.com" })).toBeTruthy();
    expect(within(row).getByText("Popup")).toBeTruthy();
    expect(statusOptions()).toEqual(["All", "Subscribed", "Pending", "Unsubscribed"]);
    fireEvent.change(screen.getByRole("combobox", { name: "Status" }), { target: { value: "unsubscribed" } });
    expect(useAdminData).toHaveBeenLastCalledWith("/api/admin/subscribers?page=1&status=unsubscribed");
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(
      "/api/admin/subscribers/export.csv?status=unsubscribed",
    );
  });

  it("say the waitlist is empty, or that nothing matches a search", () => {
    serveWaitlist([], { unnotified: 0, pending: 0, onTheirWay: 0 });
    render(<WaitlistPanel />);
    // R-FOLLOW-31: nothing to announce to an empty waitlist.
    expect(screen.getByText("Everyone on the waitlist has been notified.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Send to the waitlist" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByText("Nobody on the waitlist yet.")).toBeTruthy();
    fireEvent.change(screen.getByRole("combobox", { name: "Status" }), { target: { value: "pending" } });
    expect(screen.getByText("No entries match.")).toBeTruthy();
  });

  it("R-SAFE-32: list the waitlist by status with each entry's language; the announcement counts confirmed entries and names the pending ones left out", () => {
    const rows = [
      waitlistRow(),
      waitlistRow({ ...PENDING, id: "44444444-4444-4444-8444-444444444444", language: "en" }),
      waitlistRow({
        id: "55555555-5555-4555-8555-555555555555",
        email: "left@example.com",
        status: "unsubscribed",
        language: "en",
        unsubscribedAt: "2026-03-03T06:00:00.000Z",
      }),
    ];
    serveWaitlist(rows, { unnotified: 1, pending: 1, onTheirWay: 0 });
    render(<WaitlistPanel />);
    const confirmed = screen.getByRole("row", { name: /noura@example.com/ });
    expect(within(confirmed).getByText("Confirmed 2 Mar 2026, 10:00 AM")).toBeTruthy();
    expect(within(confirmed).getByText("العربية")).toBeTruthy();
    expect(
      within(screen.getByRole("row", { name: /waiting@example.com/ })).getByText("Pending confirmation"),
    ).toBeTruthy();
    expect(
      within(screen.getByRole("row", { name: /left@example.com/ })).getByText("Unsubscribed 3 Mar 2026, 10:00 AM"),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "1 address confirmed and not notified yet. 1 address awaiting confirmation will not get it until they confirm.",
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText("Arabic subject").getAttribute("dir")).toBe("rtl");
    expect(statusOptions()).toEqual(["All", "Confirmed", "Pending", "Unsubscribed"]);
    fireEvent.change(screen.getByRole("combobox", { name: "Status" }), { target: { value: "confirmed" } });
    expect(useAdminData).toHaveBeenCalledWith("/api/admin/waitlist?page=1&status=confirmed");
  });

  it("list enquiries with their status, searchable by name and filtered by status", () => {
    useAdminData.mockReturnValue(answer(page([enquiryRow()])));
    render(<EnquiriesPanel />);
    const row = screen.getByRole("row", { name: /Layla Haddad/ });
    expect(within(row).getByText("1 Jan 2027, 01:05 AM")).toBeTruthy();
    expect(within(row).getByText("In progress")).toBeTruthy();
    fireEvent.change(screen.getByRole("searchbox", { name: "Search enquiries" }), { target: { value: "Layla" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(useAdminData).toHaveBeenLastCalledWith("/api/admin/enquiries?page=1&q=Layla");
  });

  it("R-DESK-20, R-DESK-22, R-DESK-23: each enquiry shows its owner and its reply, overdue ones stand out, and the list shows mine, unassigned or overdue", () => {
    const received = { status: "new", createdAt: "2026-11-30T06:00:00.000Z" } as const;
    const rows = [
      enquiryRow({
        ...received,
        id: "33333333-3333-4333-8333-333333333333",
        firstName: "Overdue",
        email: "late@example.com",
        // As the server found it, by its clock (R-DESK-22): the screen shows what it was told.
        overdue: true,
      }),
      enquiryRow({
        ...received,
        id: "44444444-4444-4444-8444-444444444444",
        firstName: "Answered",
        email: "done@example.com",
        firstRepliedAt: "2026-11-30T09:20:00.000Z",
        ownerId: "admin-1",
        ownerEmail: "ops@drivebee.ae",
      }),
    ];
    useAdminData.mockReturnValue(answer(page(rows)));
    render(<EnquiriesPanel />);
    const late = screen.getByRole("row", { name: /Overdue Haddad/ });
    expect(within(late).getByText("Overdue: the reply was due 1 Dec 2026, 10:00 AM")).toBeTruthy();
    expect(within(late).getByText(/Unassigned/)).toBeTruthy();
    const answered = screen.getByRole("row", { name: /Answered Haddad/ });
    expect(within(answered).getByText("First reply after 3 h 20 min")).toBeTruthy();
    expect(within(answered).getByText(/ops@drivebee\.ae/)).toBeTruthy();
    fireEvent.change(screen.getByRole("combobox", { name: "Show" }), { target: { value: "overdue" } });
    expect(useAdminData).toHaveBeenLastCalledWith("/api/admin/enquiries?page=1&view=overdue");
  });
});
