import { afterEach, describe, expect, it, vi } from "vitest";
import { ANDROID_ATTRIBUTE, ANDROID_MARK_SCRIPT, currentPlatform, detectPlatform } from "./platform";

const UA = {
  androidChrome:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
  iphoneSafari:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  ipadDesktopMode:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  macSafari:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  windowsChrome:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  kaios: "Mozilla/5.0 (Mobile; Nokia_8110_4G; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5",
} as const;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("platform detection (R-ENT-11, R-OPEN-32)", () => {
  /** What each platform answers, spelled out. */
  const EXPECTED = {
    android: { platform: "android", isIOS: false, isAndroid: true, isDesktop: false, isMobile: true },
    ios: { platform: "ios", isIOS: true, isAndroid: false, isDesktop: false, isMobile: true },
    desktop: { platform: "desktop", isIOS: false, isAndroid: false, isDesktop: true, isMobile: false },
    mobile: { platform: "mobile", isIOS: false, isAndroid: false, isDesktop: false, isMobile: true },
  } as const;

  it.each([
    ["R-ENT-11: Chrome on an Android phone is android (waitlist-only dialog)", UA.androidChrome, 5, "android"],
    ["R-ENT-11: Safari on an iPhone is ios", UA.iphoneSafari, 5, "ios"],
    ["R-OPEN-32: an iPad reporting a Macintosh user agent with 5 touch points is ios", UA.ipadDesktopMode, 5, "ios"],
    ["R-OPEN-32: a Mac with no touch points stays desktop", UA.macSafari, 0, "desktop"],
    ["R-ENT-11: Chrome on Windows is desktop", UA.windowsChrome, 0, "desktop"],
    ["R-OPEN-32: a KaiOS phone is mobile (gets the Download layout, not the Android waitlist)", UA.kaios, 0, "mobile"],
  ] as const)("%s", (_title, userAgent, touchPoints, platform) => {
    expect(detectPlatform(userAgent, touchPoints)).toEqual({ ...EXPECTED[platform], canOpenTestFlight: false });
  });

  it("R-OPEN-31: TestFlight is offered only on iOS while the app is in beta", () => {
    expect(detectPlatform(UA.iphoneSafari, 5, { appInBeta: true }).canOpenTestFlight).toBe(true);
    expect(detectPlatform(UA.ipadDesktopMode, 5, { appInBeta: true }).canOpenTestFlight).toBe(true);
    expect(detectPlatform(UA.iphoneSafari, 5, { appInBeta: false }).canOpenTestFlight).toBe(false);
    expect(detectPlatform(UA.iphoneSafari, 5).canOpenTestFlight).toBe(false);
    expect(detectPlatform(UA.androidChrome, 5, { appInBeta: true }).canOpenTestFlight).toBe(false);
    expect(detectPlatform(UA.windowsChrome, 0, { appInBeta: true }).canOpenTestFlight).toBe(false);
    expect(detectPlatform(UA.kaios, 0, { appInBeta: true }).canOpenTestFlight).toBe(false);
  });

  it("R-ENT-11: currentPlatform reads the browser's user agent and touch points", () => {
    vi.stubGlobal("navigator", { userAgent: UA.ipadDesktopMode, maxTouchPoints: 5 });
    expect(currentPlatform().platform).toBe("ios");
    vi.stubGlobal("navigator", { userAgent: UA.androidChrome, maxTouchPoints: 5 });
    expect(currentPlatform().platform).toBe("android");
  });

  it("R-OPEN-32: without a browser (prerender) detection falls back to desktop", () => {
    vi.stubGlobal("navigator", undefined);
    expect(currentPlatform().platform).toBe("desktop");
  });
});

describe("the page's Android mark (R-HONEST-02)", () => {
  /** Runs the head's inline script against a user agent; answers whether it marked <html>. */
  function marks(userAgent: string): boolean {
    const attributes = new Set<string>();
    const documentElement = { setAttribute: (name: string) => attributes.add(name) };
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script is the page's, run as the browser runs it
    const run = new Function("navigator", "document", ANDROID_MARK_SCRIPT) as (
      navigator: object,
      document: object,
    ) => void;
    run({ userAgent }, { documentElement });
    return attributes.has(ANDROID_ATTRIBUTE);
  }

  it.each(Object.entries(UA))(
    "R-HONEST-02: %s is marked exactly when the dialogs call it android",
    (_name, userAgent) => {
      expect(marks(userAgent)).toBe(detectPlatform(userAgent, 5).isAndroid);
    },
  );

  it("R-HONEST-02: marks an Android phone and not an iPhone", () => {
    expect(marks(UA.androidChrome)).toBe(true);
    expect(marks(UA.iphoneSafari)).toBe(false);
  });
});
