/** subset-font and fontverter ship no types: the calls the build and its test make. */
declare module "subset-font" {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: { targetFormat?: "woff2" | "woff" | "sfnt" | "truetype" },
  ): Promise<Buffer>;
}

declare module "fontverter" {
  export function convert(font: Uint8Array, toFormat: "woff2" | "woff" | "sfnt" | "truetype"): Promise<Buffer>;
}
