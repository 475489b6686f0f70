/**
 * Leaving the Android waitlist from its e-mail (R-FOLLOW-32): every
 * announcement carries `https://…/api/waitlist/unsubscribe?token=…`, a token
 * signed for that waitlist entry with a key of its own (deriveKey), which
 * does not expire (an unsubscribe link must work as long as the mail is in an
 * inbox). The one-click POST of RFC 8058 deletes the entry, so nothing more is
 * sent to it; GET shows one button that makes the same POST. Both are
 * idempotent: a second click finds nothing to delete and says the same.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { rowIdSchema } from "../core/schemas/admin";
import { escapeXml } from "../core/escape";
import { siteConfig } from "../site.config";
import type { Database } from "./db/client.server";
import { androidWaitlist } from "./db/schema";
import { deriveKey } from "./secrets.server";

/** Under /api: the server answers it, never the prerendered site (whose 404 page would). */
export const WAITLIST_UNSUBSCRIBE_PATH = "/api/waitlist/unsubscribe";

function signature(secret: string, waitlistId: string): string {
  return createHmac("sha256", deriveKey(secret, "waitlist-unsubscribe")).update(waitlistId).digest("base64url");
}

export function waitlistUnsubscribeToken(secret: string, waitlistId: string): string {
  return `${waitlistId}.${signature(secret, waitlistId)}`;
}

/** The waitlist entry a token was made for, or null for anything forged, altered or malformed. */
export function readWaitlistUnsubscribeToken(secret: string, token: string | undefined): string | null {
  const [id = "", mac = "", ...rest] = (token ?? "").split(".");
  if (rest.length > 0 || !rowIdSchema.safeParse(id).success) return null;
  const expected = Buffer.from(signature(secret, id));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

export function waitlistUnsubscribeUrl(secret: string, waitlistId: string): string {
  return `${siteConfig.origin}${WAITLIST_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(waitlistUnsubscribeToken(secret, waitlistId))}`;
}

/** The page's own policy: no script, its inline style, and a form that posts to itself. */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeXml(title)} · ${siteConfig.name}</title>
<style>body{line-height:1.5;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f5f7fa;color:#1c2838;margin:0;padding:48px 16px}main{max-width:32rem;margin:0 auto;background:#fff;border-radius:16px;padding:32px;box-shadow:0 1px 3px #0b172622}h1{color:#0b1726;font-size:1.5rem;margin:0 0 12px}button{font:inherit;font-weight:600;background:#0b1726;color:#fff;border:0;border-radius:12px;padding:12px 20px;cursor:pointer}button:focus-visible{outline:3px solid #fbbf24;outline-offset:2px}a{color:#92400e}</style></head>
<body><main>${body}<p><a href="${siteConfig.origin}">${escapeXml(new URL(siteConfig.origin).hostname)}</a></p></main></body></html>`;
}

const INVALID = page(
  "Link not valid",
  `<h1>This link is not valid</h1><p>It may have been cut short. Write to <a href="mailto:${siteConfig.supportEmail}">${siteConfig.supportEmail}</a> and we will take you off the waitlist.</p>`,
);

export function createWaitlistUnsubscribeRoutes({ db, secret }: { db: Database; secret: string }) {
  const app = new Hono();
  app.use(async (c, next) => {
    await next();
    c.header("Content-Security-Policy", PAGE_CSP);
    c.header("Cache-Control", "no-store");
  });
  app.get("/", (c) => {
    const token = c.req.query("token");
    if (!readWaitlistUnsubscribeToken(secret, token)) return c.html(INVALID, 400);
    return c.html(
      page(
        "Leave the waitlist",
        `<h1>Leave the Android waitlist?</h1><p>We will send no more e-mails about the Android app to this address and delete it from the waitlist.</p>
<form method="post"><input type="hidden" name="token" value="${escapeXml(token ?? "")}"><button type="submit">Take me off the waitlist</button></form>`,
      ),
    );
  });
  // RFC 8058's one-click POST carries the token in the URL; our own button sends it in the form too.
  app.post("/", async (c) => {
    const form: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
    const fromForm = typeof form.token === "string" ? form.token : undefined;
    const id = readWaitlistUnsubscribeToken(secret, c.req.query("token") ?? fromForm);
    if (!id) return c.html(INVALID, 400);
    await db.delete(androidWaitlist).where(eq(androidWaitlist.id, id));
    return c.html(
      page(
        "You left the waitlist",
        "<h1>You are off the waitlist</h1><p>This address is deleted from the Android waitlist; we will not write to it about the app again.</p>",
      ),
    );
  });
  return app;
}
