/** The brand mark (a honeycomb cell with a road), as SVG, and PNG icons rendered from it. */
import { Resvg } from "@resvg/resvg-js";

export function brandIconSvg(size = 512, padded = false): string {
  const inset = padded ? 64 : 0;
  const scale = (size - inset * 2) / 32;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" rx="${padded ? 0 : size * 0.22}" fill="#0b1726"/>
<g transform="translate(${inset} ${inset}) scale(${scale})">
<path d="M16 2 28.1 9v14L16 30 3.9 23V9z" fill="#fbbf24"/>
<path d="M16 7.5 23.4 11.8v8.4L16 24.5l-7.4-4.3v-8.4z" fill="#0b1726"/>
<path d="M16 10v3M16 15.5v3M16 21v2" stroke="#fbbf24" stroke-width="1.6" stroke-linecap="round"/>
</g></svg>`;
}

export function brandIconPng(size: number, padded = false): Uint8Array {
  return new Resvg(brandIconSvg(size, padded)).render().asPng();
}
