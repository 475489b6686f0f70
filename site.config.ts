/**
 * Content settings of the site: who we are, where we are, where our links go.
 * Runtime settings (ports, database, secrets, analytics ids) come from the
 * environment instead; see server/env.server.ts.
 */
export const siteConfig = {
  name: "DriveBee",
  /** Canonical origin: canonical links, Open Graph URLs, the sitemap and the App Store QR code. */
  origin: "https://drivebee.ae",
  tagline: "AI driving-safety coach and insurance cashback for UAE drivers",
  supportEmail: "support@drivebee.ae",
  /** Shown as written; `tel:` and WhatsApp links use its digits. */
  phone: "+971 55 123 4567",
  address: {
    street: "Office 1204, Bay Square Building 5",
    area: "Business Bay",
    city: "Dubai",
    country: "United Arab Emirates",
    countryCode: "AE",
  },
  /** Support hours, Gulf Standard Time. */
  hours: "Monday to Friday, 9:00 to 18:00 (GST)",
  /** The partner broker's quote-request form (R-CALL-EXT-01, R-OPEN-30). */
  quoteSiteUrl: "https://quote.drivebee.ae/",
  /** The partner broker's own site: the footer's "Insurance Partners" link. */
  insurancePartnersUrl: "https://quote.drivebee.ae/partners",
  /**
   * The licensed broker that arranges the insurance: named in the footer, the quote dialog and the
   * FAQ once set (the hero's "Insurance Partner Verified" badge then links to that statement).
   * Never invented: empty until the partnership's real details are in, and the build warns while
   * it is (set before launch).
   */
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- it does: widens the `as const` empty strings to string
  broker: {
    name: "",
    /** e.g. "Central Bank of the UAE" */
    licenceAuthority: "",
    licenceNumber: "",
    url: "",
  } as Broker,
  /** WhatsApp chats go to the support number (R-OPEN-30). */
  whatsappNumber: "+971 55 123 4567",
  appStoreUrl: "https://apps.apple.com/ae/app/drivebee/id6504512345",
  /** The Android app on Google Play: the waitlist's launch announcement links here (check the listing before sending it). */
  playStoreUrl: "https://play.google.com/store/apps/details?id=ae.drivebee.app",
  /** TestFlight is offered only while the app is in beta (R-OPEN-31); off at launch. */
  testFlightUrl: "https://testflight.apple.com/join/drivebee",
  appInBeta: false,
  /** The Android app's launch day (YYYY-MM-DD), once it has launched; the waitlist is deleted 6 months later (R-OPEN-06). */
  androidLaunchDate: null as string | null,
  social: {
    facebook: "https://www.facebook.com/drivebee.ae",
    instagram: "https://www.instagram.com/drivebee.ae",
  },
  /** The ten insurers (R-HOME-LOGOS-01, R-ENT-13), drawn as our own wordmark tiles (no copied logo files). */
  insurers: [
    { id: "sukoon", name: "Sukoon", color: "#0f766e" },
    { id: "watania-takaful", name: "Watania Takaful", color: "#1d4ed8" },
    { id: "gig-gulf", name: "GIG Gulf", color: "#7c3aed" },
    { id: "al-sagr", name: "Al Sagr", color: "#b45309" },
    { id: "afnic", name: "AFNIC", color: "#be123c" },
    { id: "salama-takaful", name: "Salama Takaful", color: "#047857" },
    { id: "adnic", name: "ADNIC", color: "#0369a1" },
    { id: "orient", name: "Orient", color: "#9a3412" },
    { id: "tokio-marine", name: "Tokio Marine", color: "#1e3a8a" },
    { id: "qic", name: "QIC", color: "#6d28d9" },
  ],
} as const;

export type Broker = { name: string; licenceAuthority: string; licenceNumber: string; url: string };

export type SiteConfig = typeof siteConfig;
export type Insurer = SiteConfig["insurers"][number];

/** Where the broker statement sits on every page (the footer); the hero badge links here. */
export const BROKER_STATEMENT_ID = "insurance-partner";

/**
 * Who arranges the insurance and under which licence, as one sentence, or null while the
 * broker's details are not all set (nothing is claimed until they are).
 */
export function brokerStatement(broker: Broker = siteConfig.broker): string | null {
  if (!broker.name.trim() || !broker.licenceAuthority.trim() || !broker.licenceNumber.trim()) return null;
  return `Insurance is arranged by ${broker.name}, licensed by the ${broker.licenceAuthority} (licence no. ${broker.licenceNumber}). ${siteConfig.name} is not an insurer.`;
}

/** Digits of a phone number, as `tel:` and wa.me want them. */
export function phoneDigits(phone: string): string {
  return phone.replace(/[^\d]/g, "");
}
