// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PrivacyReport } from "@core/admin-api";
import { PrivacyPanel } from "./privacy-panel";

const adminRequest = vi.hoisted(() => vi.fn());
vi.mock("~/features/admin/admin-api", async (importActual) => ({ ...(await importActual<object>()), adminRequest }));
vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

afterEach(() => cleanup());

const REPLY = "مرحبًا ليلى،\n\nشكرًا لرسالتك.";

describe("the privacy request tool", () => {
  it("R-DESK-13: lists an enquiry's replies and notes with the enquiry, each in its own direction", async () => {
    const report: PrivacyReport = {
      email: "layla@example.com",
      subscribers: [],
      waitlist: [],
      reminders: [],
      enquiries: [
        {
          id: "22222222-2222-4222-8222-222222222222",
          firstName: "ليلى",
          lastName: "الحداد",
          email: "layla@example.com",
          phone: null,
          subject: "تجديد",
          message: "هل يمكنكم إرسال عرض سعر؟",
          status: "in_progress",
          language: "ar",
          userAgent: null,
          attribution: null,
          emailedAt: null,
          acknowledgedAt: null,
          firstRepliedAt: "2026-11-30T07:00:00.000Z",
          ownerId: null,
          ownerEmail: null,
          createdAt: "2026-11-30T06:00:00.000Z",
          updatedAt: "2026-11-30T07:00:00.000Z",
          resolvedAt: null,
          history: [
            {
              id: "e1",
              kind: "reply",
              actorEmail: "ops@drivebee.ae",
              body: REPLY,
              details: null,
              createdAt: "2026-11-30T07:00:00.000Z",
            },
            {
              id: "e2",
              kind: "note",
              actorEmail: "ops@drivebee.ae",
              body: "Call after 4 pm.",
              details: null,
              createdAt: "2026-11-30T07:05:00.000Z",
            },
          ],
        },
      ],
    };
    adminRequest.mockResolvedValue(report);
    render(<PrivacyPanel />);
    fireEvent.change(screen.getByLabelText("Email address"), { target: { value: "layla@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Find data" }));

    const history = await screen.findByRole("list", { name: "History" });
    expect(history.textContent).toContain("Replied by e-mail by ops@drivebee.ae, 30 Nov 2026, 11:00 AM");
    expect(history.textContent).toContain("Note by ops@drivebee.ae, 30 Nov 2026, 11:05 AM");
    expect(screen.getByText(/شكرًا لرسالتك/).getAttribute("dir")).toBe("auto");
    expect(screen.getByText("Call after 4 pm.")).toBeTruthy();
  });
});
