/**
 * R-OPEN-57: each edition's offline page, as the build writes it: its language and direction,
 * what works offline, the phone number and the WhatsApp chat from site.config.ts, a link that
 * tries again, nothing that needs the network or the app's scripts. The worker's answer with it
 * is checked in Chromium (tests/e2e/offline.spec.ts).
 */
import { describe, expect, it } from "vitest";
import { LOCALES } from "../core/locales";
import { OFFLINE_COPY } from "../core/offline-copy";
import { phoneDigits, siteConfig } from "../site.config";
import { offlinePageFile, offlinePageHtml } from "./offline-page";

const ARABIC_LETTERS = /[\u0600-\u06FF]/;
/** Latin words an Arabic page may hold (docs/arabic-glossary.md): the brand. */
const LATIN_ALLOWED = new Set<string>([siteConfig.name]);

/** The text a reader sees: the markup, style and script removed, entities of the escaper undone. */
function visibleText(html: string): string {
  return html
    .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<svg[\s\S]*?<\/svg>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"');
}

describe("the offline pages (R-OPEN-57)", () => {
  it("are written where the server serves /offline and /ar/offline", () => {
    expect(offlinePageFile("en")).toBe("offline/index.html");
    expect(offlinePageFile("ar")).toBe("ar/offline/index.html");
  });

  for (const locale of LOCALES) {
    const html = offlinePageHtml(locale);
    const words = OFFLINE_COPY[locale];

    it(`${locale}: in its language and direction, noindex, titled, with the phone, WhatsApp and a retry link`, () => {
      expect(html).toContain(`<html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}">`);
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain(`<title>${words.title} – ${siteConfig.name}</title>`);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toContain(`href="tel:+${phoneDigits(siteConfig.phone)}"`);
      expect(html).toContain(`>${siteConfig.phone}</a>`);
      expect(html).toContain(`href="https://wa.me/${phoneDigits(siteConfig.whatsappNumber)}"`);
      // An empty href is the page's own URL: the one that failed, tried again.
      expect(html).toMatch(new RegExp(`<a class="button primary" href="" [^>]*>${words.retry}</a>`));
      expect(html).toContain(words.works);
    });

    it(`${locale}: stands alone: no app script, stylesheet or image to fetch, every link absolute`, () => {
      expect(html).not.toMatch(/<script[^>]*\bsrc=/);
      expect(html).not.toMatch(/<link rel="(stylesheet|modulepreload)"/);
      expect(html).not.toMatch(/<img\b/);
      for (const [, href] of html.matchAll(/<a [^>]*href="([^"]*)"/g))
        expect(href === "" || /^(\/|tel:|https:\/\/)/.test(href!), href).toBe(true);
    });
  }

  it("ar: Arabic from its title to its last line, the brand and the phone number apart", () => {
    const html = offlinePageHtml("ar");
    const title = /<title>([^<]+)<\/title>/.exec(html)![1]!;
    expect(title).toMatch(ARABIC_LETTERS);
    const latinWords = visibleText(html).match(/[A-Za-z][A-Za-z'-]*/g) ?? [];
    expect(latinWords.filter((word) => !LATIN_ALLOWED.has(word))).toEqual([]);
    // The number reads left to right inside the Arabic text.
    expect(html).toMatch(new RegExp(`dir="ltr">\\${siteConfig.phone}</a>`));
  });

  it("ar: names the Arabic typeface's built faces when the build has them", () => {
    const fonts = {
      family: "IBM Plex Sans Arabic",
      faces: [{ url: "/assets/plex-arabic-regular-abc.woff2", weight: "400 500" }],
    };
    const html = offlinePageHtml("ar", fonts);
    expect(html).toContain('src:url("/assets/plex-arabic-regular-abc.woff2") format("woff2")');
    expect(html).toMatch(/--font:"IBM Plex Sans Arabic",/);
  });
});
