/** Text made safe for HTML/XML/SVG text and double-quoted attributes: the one escaper of the build's generators. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
