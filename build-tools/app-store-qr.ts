/**
 * A Vite plugin that renders the App Store QR code at build time
 * (`virtual:app-store-qr`), so no QR library ships to the browser and no
 * binary image lives in git. The code points to {origin}/app-store, which
 * redirects to the App Store and lets us count the scans (R-OPEN-31).
 */
import QRCode from "qrcode";
import type { Plugin } from "vite";
import { siteConfig } from "../site.config";
import { virtualModulePlugin } from "./virtual-module";

export const appStoreQrTarget = `${siteConfig.origin}/app-store`;

export function appStoreQrPlugin(): Plugin {
  return virtualModulePlugin("app-store-qr", async () => {
    const svg = await QRCode.toString(appStoreQrTarget, {
      type: "svg",
      errorCorrectionLevel: "M",
      margin: 1,
      color: { dark: "#0b1726", light: "#ffffff" },
    });
    return `export const appStoreQrSvg = ${JSON.stringify(svg)};\nexport const appStoreQrTarget = ${JSON.stringify(appStoreQrTarget)};`;
  });
}
