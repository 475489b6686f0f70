/**
 * E-mail rules shared by the contact form, the email-only form (Android waitlist,
 * popup) and the newsletter (R-VAL-CONTACT-11..15, R-VAL-EMAILONLY-*,
 * R-OPEN-19, 21, 22, 24). Values are trimmed and lowercased first; each invalid
 * value reports exactly one rule, the first failing one of R-OPEN-21.
 */
import "./zod-config";
import { disposableEmailBlocklistSet } from "disposable-email-domains-js";
import { z } from "zod";
import { CONTACT_LIMITS } from "../constants";
import { inOrder, type Rule, type RuleCode } from "./rules";

/**
 * The basic address shape (R-OPEN-19), checked after lowercasing: local part of
 * [a-z0-9._%+-], "@", labels of [a-z0-9-] separated by dots, a TLD of 2 or more letters.
 */
export const EMAIL_SHAPE = /^[a-z0-9._%+-]+@(?:[a-z0-9-]+\.)+[a-z]{2,}$/;

/**
 * The general validity check behind "Please enter a valid email address": the
 * semantics of zod's z.email() (its default pattern). It needs a dotted domain, so
 * "john@example" and "john@localhost" fail; it allows an apostrophe in the local
 * part, which EMAIL_SHAPE does not.
 */
const VALID_ADDRESS: RegExp = z.regexes.email;

/** ".." anywhere, or a "." at the very start or end of the address (R-VAL-CONTACT-15). */
export function hasBadDots(email: string): boolean {
  return email.includes("..") || email.startsWith(".") || email.endsWith(".");
}

let disposableDomains: Set<string> | undefined;

/**
 * True when the domain of `email`, or any parent domain of it, is on the bundled
 * disposable-mail list (R-OPEN-24): "x@sub.mailinator.com" is disposable, "x@gmail.com" is not.
 * The list (about 9,000 domains) is turned into a Set on first use only.
 */
export function isDisposableEmail(email: string): boolean {
  const at = email.lastIndexOf("@");
  if (at < 0) return false;
  let domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.+$/, "");
  if (!domain) return false;
  disposableDomains ??= disposableEmailBlocklistSet();
  for (;;) {
    if (disposableDomains.has(domain)) return true;
    const dot = domain.indexOf(".");
    if (dot < 0) return false;
    domain = domain.slice(dot + 1);
  }
}

/** The contact email rules in R-OPEN-21 order, on a trimmed, lowercased value. */
export const CONTACT_EMAIL_RULES: readonly Rule[] = [
  [(email) => email !== "", "email.invalid"],
  [(email) => email.length <= CONTACT_LIMITS.emailMax, "email.tooLong"],
  [(email) => !hasBadDots(email), "email.format"],
  [(email) => VALID_ADDRESS.test(email), "email.invalid"],
  [(email) => !isDisposableEmail(email), "email.disposable"],
];

/** The email-only rules: the contact rules, then the basic shape (R-VAL-EMAILONLY-02). */
export const EMAIL_ONLY_RULES: readonly Rule[] = [
  ...CONTACT_EMAIL_RULES,
  [(email) => EMAIL_SHAPE.test(email), "email.format"],
];

/** A trimmed, lowercased string schema that reports the first of `rules` it fails. */
export function normalisedEmail(rules: readonly Rule[], typeRule: RuleCode) {
  return inOrder(z.string({ error: typeRule }).trim().toLowerCase(), rules);
}

/** Contact email (R-VAL-CONTACT-11..15): outputs the trimmed, lowercased address. */
export const contactEmailSchema = normalisedEmail(CONTACT_EMAIL_RULES, "email.invalid");

/** Email-only form (R-VAL-EMAILONLY-01/02, R-OPEN-17, R-OPEN-26): contact rules + the basic shape. */
export const emailOnlySchema = normalisedEmail(EMAIL_ONLY_RULES, "email.invalid");
