/**
 * The class of device a request came from, read from its user agent and never stored with it
 * (R-FUNNEL-01): the funnel's visits and quote hand-offs are broken down by it. A tablet is an
 * iPad (also the iPadOS Safari that calls itself a Mac but has touch, which the server cannot
 * see, so it counts as desktop), an Android device without "Mobile", or a "Tablet" token; a
 * phone is any other mobile user agent; everything else is a desktop.
 */
export const DEVICE_CLASSES = ["phone", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i;
const PHONE = /Mobi|iPhone|iPod|Android|Windows Phone|IEMobile|Opera Mini|BlackBerry/i;

export function deviceClass(userAgent: string | null | undefined): DeviceClass {
  const agent = userAgent ?? "";
  if (TABLET.test(agent)) return "tablet";
  if (PHONE.test(agent)) return "phone";
  return "desktop";
}
