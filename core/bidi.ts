/**
 * Left-to-right text (an e-mail address, a URL) inside a right-to-left sentence, isolated with
 * Unicode's LEFT-TO-RIGHT ISOLATE … POP DIRECTIONAL ISOLATE (R-EDITION-19): without it the
 * address's dots and @ and the punctuation after it are laid out by the Arabic around them,
 * and a colon or full stop lands on the wrong side. The marks are invisible and copy cleanly.
 */
export const isolateLtr = (text: string): string => `\u2066${text}\u2069`;
