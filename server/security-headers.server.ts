/** Where browsers send policy violations (server/csp-report.server.ts). */
export const CSP_REPORT_PATH = "/api/csp-report";
/** The Reporting API endpoint the page policies' report-to directive names. */
export const CSP_REPORT_GROUP = "csp-endpoint";

/**
 * The security headers every response carries: the Hono middleware sets them
 * on API answers, and the static responses have them in their precomputed
 * header lists (server/static-response.server.ts), so both say the same.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  // Where a page policy's report-to sends violations.
  "reporting-endpoints": `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`,
};

/** Non-page responses (API, assets) still refuse framing and sniffing. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";
