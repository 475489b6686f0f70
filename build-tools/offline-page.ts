/**
 * The offline page of each edition (R-OPEN-56, 57), written by the service worker's build
 * (build-tools/service-worker.mjs) and precached at install. The worker answers with it a
 * navigation it has no copy of while the network fails, at that navigation's URL, so the page
 * stands alone: its style inline, its links absolute, no React (the app would hydrate the routes
 * of the URL it was served at, not this page). It says what still works (the pages already read,
 * listed by a small script from this device's caches), the phone number and the WhatsApp chat
 * (site.config.ts), and a link that tries the page again.
 */
import { escapeXml } from "../core/escape";
import { LOCALE_INFO, type Locale } from "../core/locales";
import { OFFLINE_COPY } from "../core/offline-copy";
import { homePath, offlinePath } from "../core/pages";
import { whatsAppChatUrl } from "../core/quote-url";
import { phoneDigits, siteConfig } from "../site.config";
import { brandIconSvg } from "./brand-icon";

/** The built typeface of an edition, when it has one (the Arabic's two faces, by weight range). */
export type OfflineFonts = { family: string; faces: { url: string; weight: string }[] };

const TITLE_SUFFIX = ` – ${siteConfig.name}`;

/** The build's file of an edition's offline page, relative to the client folder: "offline/index.html". */
export function offlinePageFile(locale: Locale): string {
  return `${offlinePath(locale).slice(1)}/index.html`;
}

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:#f5f7fa;color:#1c2838;font:400 1rem/1.6 var(--font)}
.shell{max-width:40rem;margin:0 auto;padding:2rem 1.25rem 3rem}
.brand{display:flex;align-items:center;gap:.6rem;font-weight:700;font-size:1.125rem;color:#0b1726;text-decoration:none}
.brand svg{border-radius:.6rem}
main{margin-top:1.5rem;background:#fff;border-radius:1.5rem;padding:1.75rem 1.5rem;box-shadow:0 0 0 1px #e9edf3}
h1{margin:0;color:#0b1726;font-size:1.875rem;line-height:1.25}
h2{margin:0 0 .5rem;color:#0b1726;font-size:1.125rem}
p{margin:.75rem 0 0}
section{margin-top:1.75rem;padding-top:1.5rem;border-top:1px solid #e9edf3}
a{color:#92400e;font-weight:600;text-underline-offset:3px}
a:focus-visible{outline:3px solid #b45309;outline-offset:3px;border-radius:.5rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.25rem}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:2.75rem;padding:.55rem 1.25rem;border-radius:.85rem;font-weight:600;text-decoration:none}
.primary{background:#fbbf24;color:#0b1726}
.outline{background:#fff;color:#0b1726;box-shadow:inset 0 0 0 1px #aab6c6}
ul{margin:.75rem 0 0;padding-inline-start:1.25rem}
li{margin-top:.35rem}
.contact{display:grid;gap:1rem;margin-top:.75rem}
.contact p{margin:.15rem 0 0;color:#415064;font-size:.9375rem}
.label{display:block;color:#415064;font-size:.875rem}
.phone{font-size:1.25rem}
`;

/** Lists this device's cached pages of the edition (never the offline pages), titled as they read. */
function readPagesScript(locale: Locale): string {
  const settings = JSON.stringify({
    arabic: locale === "ar",
    offline: [offlinePath("en"), offlinePath("ar")],
    suffix: TITLE_SUFFIX,
  });
  // Plain script: it runs from the cache, outside the app's bundles. Text goes in by textContent only.
  return `(async () => {
const s = ${settings};
const list = document.getElementById("offline-read-list");
if (!list || !("caches" in window)) return;
const seen = new Set();
for (const name of await caches.keys()) {
  const cache = await caches.open(name);
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    const path = url.pathname;
    if (url.origin !== location.origin || seen.has(path) || s.offline.includes(path)) continue;
    if (/\\.[a-z0-9]+$/i.test(path) || /^\\/(api|functions|rest|assets)(\\/|$)/.test(path)) continue;
    if (/^\\/ar(\\/|$)/.test(path) !== s.arabic) continue;
    const response = await cache.match(request);
    if (!response || !(response.headers.get("content-type") || "").includes("text/html")) continue;
    seen.add(path);
    const title = new DOMParser().parseFromString(await response.text(), "text/html").title;
    const item = document.createElement("li");
    const link = document.createElement("a");
    link.href = path;
    link.textContent = (title.endsWith(s.suffix) ? title.slice(0, -s.suffix.length) : title) || path;
    item.append(link);
    list.append(item);
  }
}
if (list.children.length > 0) document.getElementById("offline-read").hidden = false;
})();`;
}

function fontFaces(fonts: OfflineFonts | undefined): string {
  if (!fonts) return "";
  return fonts.faces
    .map(
      ({ url, weight }) =>
        `@font-face{font-family:"${fonts.family}";font-style:normal;font-display:swap;font-weight:${weight};src:url("${url}") format("woff2")}`,
    )
    .join("");
}

/** The offline page of `locale`, as the build writes it. */
export function offlinePageHtml(locale: Locale, fonts?: OfflineFonts): string {
  const words = OFFLINE_COPY[locale];
  const { lang, dir } = LOCALE_INFO[locale];
  const text = escapeXml;
  const family = [
    ...(fonts ? [`"${fonts.family}"`] : []),
    'ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans","Noto Sans Arabic",sans-serif',
  ].join(",");
  const home = homePath(locale);
  return `<!DOCTYPE html>
<html lang="${lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#0b1726">
<title>${text(words.title + TITLE_SUFFIX)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${fontFaces(fonts)}:root{--font:${family}}${STYLE.replace(/\n/g, "")}</style>
</head>
<body>
<div class="shell">
<a class="brand" href="${home}">${brandIconSvg(40).replace("<svg ", '<svg aria-hidden="true" focusable="false" ')}${text(siteConfig.name)}</a>
<main data-testid="offline-page">
<h1>${text(words.heading)}</h1>
<p>${text(words.lead)}</p>
<div class="actions">
<a class="button primary" href="" data-testid="offline-retry">${text(words.retry)}</a>
<a class="button outline" href="${home}">${text(words.home)}</a>
</div>
<section aria-labelledby="offline-works">
<h2 id="offline-works">${text(words.worksHeading)}</h2>
<p>${text(words.works)}</p>
</section>
<section id="offline-read" aria-labelledby="offline-read-heading" hidden>
<h2 id="offline-read-heading">${text(words.readHeading)}</h2>
<ul id="offline-read-list"></ul>
</section>
<section aria-labelledby="offline-contact">
<h2 id="offline-contact">${text(words.contactHeading)}</h2>
<div class="contact">
<div><span class="label">${text(words.callLabel)}</span><a class="phone" href="tel:+${phoneDigits(siteConfig.phone)}" dir="ltr">${text(siteConfig.phone)}</a><p>${text(words.callNote)}</p></div>
<div><a href="${text(whatsAppChatUrl())}" rel="noopener" target="_blank">${text(words.whatsapp)}</a><p>${text(words.whatsappNote)}</p></div>
</div>
</section>
</main>
</div>
<script>${readPagesScript(locale)}</script>
</body>
</html>
`;
}
