import { beforeEach, describe, expect, it, vi } from "vitest";

const sonner = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("sonner", () => ({ toast: sonner }));

// A fresh module per test: the toasters' state is module-wide.
async function freshToasts() {
  vi.resetModules();
  return import("./toasts");
}

/** The browser's next frames, run when a test says so. */
const frames: FrameRequestCallback[] = [];
vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
const nextFrame = () => {
  for (const callback of frames.splice(0)) callback(performance.now());
};

describe("toasts without sonner in the first load", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    frames.length = 0;
  });

  it("R-STATE-NEWS-03: a toast asked for before the toasters mount is shown once they are, not lost", async () => {
    const { toast, toastersMounted, toastersWanted } = await freshToasts();
    expect(toastersWanted()).toBe(false);
    toast.success("Thank you!", { toasterId: "secondary" });
    expect(toastersWanted()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sonner.success).not.toHaveBeenCalled();
    toastersMounted();
    // The toasters' live region gets a frame on the page before its first words.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sonner.success).not.toHaveBeenCalled();
    nextFrame();
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
    nextFrame();
    await vi.waitFor(() => {
      expect(sonner.error).toHaveBeenCalledWith("One", undefined);
      expect(sonner.info).toHaveBeenCalledWith("Two", undefined);
    });
  });
});
