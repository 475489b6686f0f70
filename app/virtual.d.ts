declare module "virtual:app-store-qr" {
  /** The QR code for {origin}/app-store as an SVG document string. */
  export const appStoreQrSvg: string;
  export const appStoreQrTarget: string;
}
