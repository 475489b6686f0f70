// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ExperimentDetail } from "@core/admin-api";
import { HERO_DEFAULTS } from "~/components/home/hero-defaults";
import { pages as arabic } from "~/i18n/messages/ar/pages";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { experimentDetail } from "../../../tests/support/experiments";
import { ExperimentEditor } from "./experiment-editor";

const adminRequest = vi.hoisted(() =>
  vi.fn<(url: string, init?: { method?: string; body?: Record<string, unknown> }) => Promise<unknown>>(),
);
vi.mock("~/features/admin/admin-api", async (importActual) => ({ ...(await importActual<object>()), adminRequest }));
vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }) }));

const { AdminApiError } = await import("~/features/admin/admin-api");

const detail = (overrides: Partial<ExperimentDetail> = {}): ExperimentDetail =>
  experimentDetail({ content: { hero: { headline: "Drive better, pay less" } }, ...overrides });

function renderEditor(initial: ExperimentDetail | null) {
  const onDone = vi.fn();
  const onChanged = vi.fn();
  render(
    <Dialog open>
      <DialogContent>
        <DialogTitle>Experiment</DialogTitle>
        <DialogDescription>Test</DialogDescription>
        <ExperimentEditor initial={initial} onChanged={onChanged} onDone={onDone} />
      </DialogContent>
    </Dialog>,
  );
  return { onDone, onChanged };
}

beforeEach(() => {
  adminRequest.mockReset();
});
afterEach(() => cleanup());

describe("experiment form (R-OPEN-11)", () => {
  it("labels every input and previews the defaults on a phone and a desktop", () => {
    renderEditor(null);
    expect(screen.getByLabelText("Name")).toBeTruthy();
    expect(screen.getByLabelText(/Draft/)).toHaveProperty("checked", true);
    expect(screen.getByLabelText(/This is the control/)).toHaveProperty("checked", false);
    expect(screen.getByLabelText(/Home page hero/)).toHaveProperty("checked", true);
    expect(screen.getByLabelText("Headline").getAttribute("placeholder")).toBe(HERO_DEFAULTS.headline);
    const preview = within(screen.getByRole("region", { name: "Hero preview" }));
    expect(preview.getAllByRole("heading", { name: HERO_DEFAULTS.headline })).toHaveLength(2);
    expect(preview.getByText(HERO_DEFAULTS.ctaMobile)).toBeTruthy();
    expect(preview.getByText(HERO_DEFAULTS.ctaDesktop)).toBeTruthy();
  });

  it("the preview and the counter follow what is typed", async () => {
    renderEditor(null);
    fireEvent.input(screen.getByLabelText("Headline"), { target: { value: "Safer roads, smaller bills" } });
    const preview = within(screen.getByRole("region", { name: "Hero preview" }));
    await waitFor(() =>
      expect(preview.getAllByRole("heading", { name: "Safer roads, smaller bills" })).toHaveLength(2),
    );
    expect(screen.getByText("26 of 80 characters")).toBeTruthy();
  });

  it("creates the experiment, then its texts", async () => {
    const created = detail({ content: {} });
    adminRequest.mockResolvedValueOnce(created).mockResolvedValueOnce(detail());
    const { onDone } = renderEditor(null);
    fireEvent.input(screen.getByLabelText("Name"), { target: { value: "Hero test" } });
    fireEvent.input(screen.getByLabelText("Headline"), { target: { value: "Drive better, pay less" } });
    fireEvent.click(screen.getByRole("button", { name: "Create experiment" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(adminRequest.mock.calls.map(([url, init]) => [url, init?.method, init?.body])).toEqual([
      [
        "/api/admin/experiments",
        "POST",
        {
          name: "Hero test",
          status: "draft",
          isControl: false,
          pageLocations: ["hero"],
          primaryMetric: "quote_handoff",
          baselineRate: 0.03,
          minimumEffect: 0.2,
        },
      ],
      [
        `/api/admin/experiments/${created.id}/content`,
        "PUT",
        { pageLocation: "hero", content: { headline: "Drive better, pay less" } },
      ],
    ]);
  });

  it("R-FUNNEL-53: shows the planned sample of the plan as it is typed; a control has no plan", async () => {
    renderEditor(null);
    expect(screen.getByTestId("planned-sample").textContent).toMatch(/13,914 visitors a side/);
    fireEvent.input(screen.getByLabelText("Expected conversion (%)"), { target: { value: "5" } });
    await waitFor(() => expect(screen.getByTestId("planned-sample").textContent).toMatch(/8,158 visitors a side/));
    expect(screen.getByRole("option", { name: /Policies bought/ })).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByLabelText(/This is the control/));
    await waitFor(() => expect(screen.queryByTestId("planned-sample")).toBeNull());
  });

  it("R-FUNNEL-51: a variant refused without a control offers one, and saves once it is started", async () => {
    const created = detail({ status: "active" });
    adminRequest
      .mockRejectedValueOnce(
        new AdminApiError(409, "A variant cannot go live alone: start a control first.", "control"),
      )
      .mockResolvedValueOnce(detail({ isControl: true, status: "active" }))
      .mockResolvedValueOnce(created);
    const { onDone } = renderEditor(null);
    fireEvent.input(screen.getByLabelText("Name"), { target: { value: "Hero test" } });
    fireEvent.click(screen.getByRole("radio", { name: /Active/ }));
    fireEvent.click(screen.getByRole("button", { name: "Create experiment" }));
    const offer = await screen.findByTestId("control-offer");
    expect(offer.getAttribute("role")).toBe("alert");
    expect(offer.textContent).toMatch(/cannot go live alone.*Home page hero.*as visitors see it now/);
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(within(offer).getByRole("button", { name: "Start a control with the current hero, then save" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(adminRequest.mock.calls.map(([url, init]) => [url, init?.method])).toEqual([
      ["/api/admin/experiments", "POST"],
      ["/api/admin/experiments/control", "POST"],
      ["/api/admin/experiments", "POST"],
    ]);
    expect(adminRequest.mock.calls[1]?.[1]?.body).toEqual({ pageLocations: ["hero"] });
  });

  it("shows the schema's message under the field and sends nothing", async () => {
    renderEditor(null);
    fireEvent.click(screen.getByRole("button", { name: "Create experiment" }));
    expect(await screen.findByText("Name is required")).toBeTruthy();
    expect(screen.getByLabelText("Name").getAttribute("aria-invalid")).toBe("true");
    expect(adminRequest).not.toHaveBeenCalled();
  });

  it("shows a server { error, field } answer on its field", async () => {
    adminRequest.mockRejectedValueOnce(
      new AdminApiError(400, "A new experiment starts as a draft or active", "status"),
    );
    renderEditor(null);
    fireEvent.input(screen.getByLabelText("Name"), { target: { value: "Hero test" } });
    fireEvent.click(screen.getByRole("button", { name: "Create experiment" }));
    expect(await screen.findByText("A new experiment starts as a draft or active")).toBeTruthy();
  });

  it("asks before changing a running experiment, then sends confirmActive", async () => {
    const running = detail({ status: "active" });
    adminRequest.mockResolvedValue(running);
    const { onDone } = renderEditor(running);
    fireEvent.input(screen.getByLabelText("Headline"), { target: { value: "New words" } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    const question = await screen.findByRole("alertdialog");
    expect(
      within(question).getByText("This experiment is running. Visitors will see the change at once."),
    ).toBeTruthy();
    expect(adminRequest).not.toHaveBeenCalled();
    fireEvent.click(within(question).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(adminRequest.mock.calls.map(([, init]) => init?.body)).toEqual([
      { pageLocation: "hero", content: { headline: "New words" }, confirmActive: true },
    ]);
  });

  it("a completed experiment is read-only", () => {
    renderEditor(detail({ status: "completed" }));
    // Disabled through their <fieldset disabled>, as browsers do.
    expect(screen.getByLabelText("Name").closest("fieldset")?.disabled).toBe(true);
    expect(screen.getByLabelText("Headline").closest("fieldset[disabled]")).not.toBeNull();
    expect(screen.queryByRole("button", { name: /Save/ })).toBeNull();
    expect(screen.getAllByRole("button", { name: "Close" })).toHaveLength(2);
  });

  it("R-EDITION-16: ticking the Arabic hero brings its own texts, right to left, with the Arabic defaults", async () => {
    renderEditor(null);
    expect(screen.queryByLabelText("Headline (Arabic)")).toBeNull();
    fireEvent.click(screen.getByLabelText(/Home hero \(Arabic\)/));
    const headline = await screen.findByLabelText("Headline (Arabic)");
    expect(headline.getAttribute("placeholder")).toBe(arabic.hero.headline);
    expect(headline.getAttribute("dir")).toBe("rtl");
    expect(headline.getAttribute("lang")).toBe("ar");
    expect(screen.getByLabelText("Headline").getAttribute("placeholder")).toBe(HERO_DEFAULTS.headline);
  });

  it("R-EDITION-16: the Arabic hero is previewed right to left, with the Arabic defaults and what is typed", async () => {
    renderEditor(null);
    expect(screen.queryByRole("region", { name: "Arabic hero preview" })).toBeNull();
    fireEvent.click(screen.getByLabelText(/Home hero \(Arabic\)/));
    const preview = within(await screen.findByRole("region", { name: "Arabic hero preview" }));
    const headlines = preview.getAllByRole("heading", { name: arabic.hero.headline });
    expect(headlines).toHaveLength(2);
    for (const headline of headlines) expect(headline.closest("[dir]")?.getAttribute("dir")).toBe("rtl");
    expect(preview.getByText(arabic.hero.ctaMobile)).toBeTruthy();
    expect(preview.getByText(arabic.hero.ctaDesktop)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Headline (Arabic)"), { target: { value: "قيادة أكثر أمانًا" } });
    await waitFor(() => expect(preview.getAllByRole("heading", { name: "قيادة أكثر أمانًا" })).toHaveLength(2));
    // The English hero is previewed while the experiment changes it too.
    expect(screen.getByRole("region", { name: "Hero preview" })).toBeTruthy();
  });
});
