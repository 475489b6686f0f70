import { beforeEach, describe, expect, it, vi } from "vitest";

const sonner = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("sonner", () => ({ toast: sonner }));

// A fresh module per test: the toasters' state is module-wide.
async function freshToasts() {
  vi.resetModules();
  return import("./toasts");
}

describe("toasts without sonner in the first load", () => {
  beforeEach(() => vi.clearAllMocks());

  it("R-STATE-NEWS-03: a toast asked for before the toasters mount is shown once they are, not lost", async () => {
    const { toast, toastersMounted, toastersWanted } = await freshToasts();
    expect(toastersWanted()).toBe(false);
    toast.success("Thank you!", { toasterId: "secondary" });
    expect(toastersWanted()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sonner.success).not.toHaveBeenCalled();
    toastersMounted();
    await vi.waitFor(() => expect(sonner.success).toHaveBeenCalledWith("Thank you!", { toasterId: "secondary" }));
  });

  it("asks the app shell to mount the toasters once, however many toasts come", async () => {
    const { requestToasters, subscribeToToasters, toast, toastersMounted } = await freshToasts();
    const listener = vi.fn();
    subscribeToToasters(listener);
    void requestToasters();
    toast.error("One");
    toast.info("Two");
    expect(listener).toHaveBeenCalledTimes(1);
    toastersMounted();
    await vi.waitFor(() => {
      expect(sonner.error).toHaveBeenCalledWith("One", undefined);
      expect(sonner.info).toHaveBeenCalledWith("Two", undefined);
    });
  });
});
