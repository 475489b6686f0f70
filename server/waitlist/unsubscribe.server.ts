/**
 * Leaving the Android waitlist from its e-mails (R-FOLLOW-32, R-SAFE-30): the confirmation and
 * the announcement carry `https://…/api/waitlist/unsubscribe?token=…`, a token signed for the
 * entry (server/waitlist/tokens.server.ts) that does not expire (an unsubscribe link must work as
 * long as the mail is in an inbox). RFC 8058's one-click POST sets the entry `unsubscribed` and
 * keeps it as the record of the opt-out, so nothing more is sent to it and a later signup of the
 * address needs a new confirmation (server/db/queries/opt-out.ts); GET shows one button that
 * makes the same POST. Both are idempotent, and the page speaks the entry's language.
 */
import { Hono } from "hono";
import { escapeXml } from "../../core/escape";
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from "../../core/locales";
import { absoluteUrl, homePath } from "../../core/pages";
import { siteConfig } from "../../site.config";
import type { Database } from "../db/client.server";
import { readWaitlistUnsubscribeToken } from "./tokens.server";
import { unsubscribeWaitlist, waitlistLanguage } from "./waitlist.server";

export {
  readWaitlistUnsubscribeToken,
  WAITLIST_UNSUBSCRIBE_PATH,
  waitlistUnsubscribeToken,
  waitlistUnsubscribeUrl,
} from "./tokens.server";

/** The page's own policy: no script, its inline style, and a form that posts to itself. */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const support = `<a href="mailto:${siteConfig.supportEmail}" dir="ltr">${siteConfig.supportEmail}</a>`;

/** The page's words in each edition's language (docs/arabic-glossary.md: «قائمة انتظار Android»). */
const WORDS = {
  en: {
    invalidTitle: "Link not valid",
    invalid: `<h1>This link is not valid</h1><p>It may have been cut short. Write to ${support} and we will take you off the waitlist.</p>`,
    askTitle: "Leave the waitlist",
    ask: `<h1>Leave the Android waitlist?</h1><p>We will send this address no more e-mails about the Android app, and keep a note that it left, so that nobody can sign it up again without your confirmation.</p>`,
    button: "Take me off the waitlist",
    doneTitle: "You left the waitlist",
    done: "<h1>You are off the waitlist</h1><p>We will not write to this address about the app again. We keep only a note that it left, so that it is not signed up again without your confirmation.</p>",
  },
  ar: {
    invalidTitle: "الرابط غير صالح",
    invalid: `<h1>هذا الرابط غير صالح</h1><p>ربما وصلك الرابط ناقصًا. راسلنا على ${support} وسنُخرج عنوانك من قائمة الانتظار.</p>`,
    askTitle: "مغادرة قائمة الانتظار",
    ask: "<h1>هل تريد مغادرة قائمة انتظار Android؟</h1><p>لن نرسل إلى هذا العنوان أي رسائل أخرى بشأن تطبيق Android، وسنحتفظ بملاحظة بأنه غادر القائمة، كي لا يسجّله أحد فيها من جديد دون تأكيدك.</p>",
    button: "أخرجني من قائمة الانتظار",
    doneTitle: "غادرت قائمة الانتظار",
    done: "<h1>لم تعد في قائمة الانتظار</h1><p>لن نراسل هذا العنوان بشأن التطبيق مرة أخرى. ولا نحتفظ إلا بملاحظة بأنه غادر القائمة، كي لا يُسجَّل فيها من جديد دون تأكيدك.</p>",
  },
} as const satisfies Record<Locale, Record<string, string>>;

function page(language: Locale, title: string, body: string): string {
  const { lang, dir } = LOCALE_INFO[language];
  const home = absoluteUrl(homePath(language));
  return `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeXml(title)} · ${siteConfig.name}</title>
<style>body{line-height:1.5;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f5f7fa;color:#1c2838;margin:0;padding:48px 16px}main{max-width:32rem;margin:0 auto;background:#fff;border-radius:16px;padding:32px;box-shadow:0 1px 3px #0b172622}h1{color:#0b1726;font-size:1.5rem;margin:0 0 12px}button{font:inherit;font-weight:600;background:#0b1726;color:#fff;border:0;border-radius:12px;padding:12px 20px;cursor:pointer}button:focus-visible{outline:3px solid #fbbf24;outline-offset:2px}a{color:#92400e}</style></head>
<body><main>${body}<p><a href="${home}" dir="ltr">${escapeXml(new URL(siteConfig.origin).hostname)}</a></p></main></body></html>`;
}

const invalid = (language: Locale = DEFAULT_LOCALE) =>
  page(language, WORDS[language].invalidTitle, WORDS[language].invalid);

export function createWaitlistUnsubscribeRoutes({
  db,
  secret,
  now,
}: {
  db: Database;
  secret: string;
  now: () => number;
}) {
  const app = new Hono();
  app.use(async (c, next) => {
    await next();
    c.header("Content-Security-Policy", PAGE_CSP);
    c.header("Cache-Control", "no-store");
  });
  app.get("/", async (c) => {
    const token = c.req.query("token");
    const id = readWaitlistUnsubscribeToken(secret, token);
    if (!id) return c.html(invalid(), 400);
    // An entry erased meanwhile: the page in the default edition, and its button still answers.
    const language = (await waitlistLanguage(db, id)) ?? DEFAULT_LOCALE;
    const words = WORDS[language];
    return c.html(
      page(
        language,
        words.askTitle,
        `${words.ask}
<form method="post"><input type="hidden" name="token" value="${escapeXml(token ?? "")}"><button type="submit">${words.button}</button></form>`,
      ),
    );
  });
  // RFC 8058's one-click POST carries the token in the URL; our own button sends it in the form too.
  app.post("/", async (c) => {
    const form: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
    const fromForm = typeof form.token === "string" ? form.token : undefined;
    const id = readWaitlistUnsubscribeToken(secret, c.req.query("token") ?? fromForm);
    if (!id) return c.html(invalid(), 400);
    const entry = await unsubscribeWaitlist(db, id, new Date(now()));
    const language = entry?.language ?? DEFAULT_LOCALE;
    return c.html(page(language, WORDS[language].doneTitle, WORDS[language].done));
  });
  return app;
}
