/**
 * The visitor's analytics consent (R-OPEN-44): nothing is sent and no vendor
 * script is added until the consent notice is accepted.
 */
import { STORAGE_KEYS } from "@core/constants";
import { loadVendorScripts } from "./analytics-vendors";
import { runtimeConfig } from "./runtime-config";
import { readStorage, writeStorage } from "./storage";

export type Consent = "accepted" | "declined";

export function readConsent(): Consent | null {
  const value = readStorage("local", STORAGE_KEYS.consent);
  return value === "accepted" || value === "declined" ? value : null;
}

export function hasConsent(): boolean {
  return typeof window !== "undefined" && readConsent() === "accepted";
}

export function setConsent(consent: Consent) {
  writeStorage("local", STORAGE_KEYS.consent, consent);
  loadAnalyticsScripts();
}

/** Is there anything to ask consent for? */
export function analyticsConfigured(): boolean {
  const config = runtimeConfig();
  return Boolean(config.gaMeasurementId || config.metaPixelId);
}

/** Adds gtag.js and the pixel once consent is given and ids are configured. */
export function loadAnalyticsScripts() {
  if (hasConsent()) loadVendorScripts(runtimeConfig());
}
