declare module "virtual:app-store-qr" {
  /** The QR code for {origin}/app-store as an SVG document string. */
  export const appStoreQrSvg: string;
  export const appStoreQrTarget: string;
}

declare module "virtual:hero-boot" {
  /** app/features/experiments/boot-entry.ts bundled into one classic script that reads `settings` (build-tools/hero-boot.ts). */
  export const heroBootBundle: string;
}
