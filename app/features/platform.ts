/**
 * Platform detection for the app-download dialog (spec §3; R-OPEN-32).
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

export function detectPlatform(
  userAgent: string,
  maxTouchPoints = 0,
  { appInBeta = false }: { appInBeta?: boolean } = {},
): PlatformInfo {
  const ua = userAgent.toLowerCase();
  const isAndroid = ua.includes("android");
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
