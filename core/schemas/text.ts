/**
 * Content rules shared by the form schemas (R-OPEN-23, R-OPEN-25).
 * Isomorphic: plain regular expressions, no DOM or Node APIs. None of them
 * carries the `g` flag, so `.test()` keeps no state between calls.
 */

/** An HTML tag: "<", an optional "/", a letter, then anything up to ">" ("<b>", "</b>", "<a href=x>"; not "< 500 >"). */
export const HTML_TAG = /<\/?[a-z][^>]*>/i;

/**
 * An inline event handler: "on" + letters + optional spaces + "=" ("onclick=", "onClick = x").
 * The "on" must start a word, as an HTML attribute name does, so ordinary words that
 * merely contain "on" ("conditions=", "questions = 3") are not handlers.
 */
export const EVENT_HANDLER = /\bon[a-z]+\s*=/i;

/** A javascript: URL: "javascript" + optional spaces + ":", any case ("JavaScript :x"). */
export const JS_URL = /javascript\s*:/i;

/**
 * An eval or expression call: the word "eval" or "expression" + optional spaces + "("
 * ("eval (1)", "expression(alert)"). Plain words ("Evaluation", "Expression of interest",
 * "retrieval (x)") are not calls.
 */
export const EVAL_CALL = /\b(?:eval|expression)\s*\(/i;

/** An opening or closing script or iframe tag ("<script>", "</SCRIPT>", "<iframe src=x>", "< script"). */
export const SCRIPT_OR_IFRAME_TAG = /<\s*\/?\s*(?:script|iframe)\b/i;

/**
 * Words a name must not contain, as a case-insensitive substring (R-VAL-CONTACT-05, R-OPEN-23):
 * "Evaldas" and "Evalyn" are known, accepted false positives.
 */
export const PROHIBITED_NAME_WORDS = /script|javascript|eval|expression|vbscript/i;

/**
 * The characters a name may consist of (R-OPEN-23), the whole value:
 * - Latin A–Z, a–z, Latin-1 Supplement letters U+00C0–U+00FF without × (U+00D7) and ÷ (U+00F7),
 *   and Latin Extended-A U+0100–U+017F (é, ñ, ü, ç, Zoë, Łukasz);
 * - the letters and diacritics (categories L and M) of the Arabic block U+0600–U+06FF, which
 *   leaves out the Arabic-Indic digits U+0660–U+0669 and U+06F0–U+06F9, the punctuation
 *   ، ؛ ؟ ٪ ٫ ٬ ٭ ۔ (U+060C, U+061B, U+061F, …), the number signs U+0600–U+0605 and the
 *   other symbols and format characters of the block;
 * - space, apostrophe (' and the typographic ’ that phone keyboards insert) and hyphen.
 * The ranges are spelled out (not \p{L}) so every engine agrees on them.
 * Check it against the NFC form of the value, so a decomposed "é" (e + U+0301) is accepted.
 */
export const NAME_CHARS =
  // eslint-disable-next-line no-misleading-character-class -- Arabic combining marks (U+0610–U+061A, U+064B–U+065F) are accepted one by one on purpose
  /^[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u017F\u0610-\u061A\u0620-\u065F\u066E-\u06D3\u06D5-\u06DC\u06DF-\u06E8\u06EA-\u06EF\u06FA-\u06FC\u06FF '\u2019-]+$/;

/** Subject rule (R-VAL-CONTACT-21, 22): HTML tags, javascript: URLs, inline event handlers, eval or expression calls. */
export function hasProhibitedSubjectContent(value: string): boolean {
  return HTML_TAG.test(value) || JS_URL.test(value) || EVENT_HANDLER.test(value) || EVAL_CALL.test(value);
}

/**
 * Script-like content (R-VAL-CONTACT-25, R-VAL-NEWS-07): script or iframe tags, javascript: URLs, inline event handlers,
 * eval or expression calls. The message rule (other HTML tags are allowed there) and the
 * newsletter email's "Email contains invalid characters" rule.
 */
export function hasScriptLikeContent(value: string): boolean {
  return SCRIPT_OR_IFRAME_TAG.test(value) || JS_URL.test(value) || EVENT_HANDLER.test(value) || EVAL_CALL.test(value);
}
