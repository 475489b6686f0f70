/**
 * Platform detection for the app-download dialog (R-ENT-11, R-OPEN-32) and the Android note on
 * cashback (R-HONEST-01).
 * iPadOS reports a Mac user agent: a "Macintosh" with touch points is an iPad.
 */
export type Platform = "ios" | "android" | "mobile" | "desktop";

export type PlatformInfo = {
  platform: Platform;
  isIOS: boolean;
  isAndroid: boolean;
  isDesktop: boolean;
  isMobile: boolean;
  /** TestFlight links only make sense on iOS, and only while the app is in beta. */
  canOpenTestFlight: boolean;
};

/** An Android user agent: the one rule of `detectPlatform` and of the page's first script below. */
const ANDROID_USER_AGENT = /android/i;

/** On <html> from before the first paint on an Android device: app.css's `android:` variant shows what only Android visitors need. */
export const ANDROID_ATTRIBUTE = "data-android";

/**
 * R-HONEST-02: the head's inline script marks an Android device before the page is drawn, so what
 * only Android visitors need (the app is iPhone-only for now) is in place from the first frame,
 * prerendered pages and hydrated dialogs alike, and nothing moves when the scripts arrive.
 */
export const ANDROID_MARK_SCRIPT = `(function(){try{if(${ANDROID_USER_AGENT.toString()}.test(navigator.userAgent))document.documentElement.setAttribute("${ANDROID_ATTRIBUTE}","")}catch(e){}})();`;

export function detectPlatform(
  userAgent: string,
  maxTouchPoints = 0,
  { appInBeta = false }: { appInBeta?: boolean } = {},
): PlatformInfo {
  const ua = userAgent.toLowerCase();
  const isAndroid = ANDROID_USER_AGENT.test(ua);
  const isIOS = !isAndroid && (/iphone|ipad|ipod/.test(ua) || (ua.includes("macintosh") && maxTouchPoints > 1));
  const isOtherMobile =
    !isAndroid && !isIOS && /mobi|kaios|opera mini|iemobile|blackberry|webos|windows phone/.test(ua);
  const platform: Platform = isIOS ? "ios" : isAndroid ? "android" : isOtherMobile ? "mobile" : "desktop";
  return {
    platform,
    isIOS,
    isAndroid,
    isDesktop: platform === "desktop",
    isMobile: platform !== "desktop",
    canOpenTestFlight: isIOS && appInBeta,
  };
}

export function currentPlatform(options?: { appInBeta?: boolean }): PlatformInfo {
  if (typeof navigator === "undefined") return detectPlatform("", 0, options);
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- older WebKit has no maxTouchPoints, although lib.dom types it
  return detectPlatform(navigator.userAgent, navigator.maxTouchPoints ?? 0, options);
}
