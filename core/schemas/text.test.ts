import { describe, expect, it } from "vitest";
import * as text from "./text";

describe("content rules (text.ts)", () => {
  it("R-OPEN-25: HTML_TAG is '<', an optional '/', a letter, up to '>'", () => {
    for (const value of ["<b>", "</b>", "<a href=x>", "<IMG src=x>"])
      expect(text.HTML_TAG.test(value), value).toBe(true);
    for (const value of ["Price < 500 > 300", "a <3 b >", "<>", "< b>", "<b"])
      expect(text.HTML_TAG.test(value), value).toBe(false);
  });

  it("R-OPEN-25: EVENT_HANDLER is 'on' + letters + optional spaces + '='", () => {
    for (const value of ["onClick = x", "Hi onmouseover=alert(1)", "<a/onload=x>", "ONERROR\t=1"]) {
      expect(text.EVENT_HANDLER.test(value), value).toBe(true);
    }
    for (const value of ["on = x", "Conditions=good", "questions = 3", "online"])
      expect(text.EVENT_HANDLER.test(value), value).toBe(false);
  });

  it("R-OPEN-25: JS_URL is 'javascript' + optional spaces + ':', any case", () => {
    for (const value of ["JavaScript :x", "javascript:alert(1)", "JAVASCRIPT  :"])
      expect(text.JS_URL.test(value), value).toBe(true);
    expect(text.JS_URL.test("I like javascript")).toBe(false);
  });

  it("R-OPEN-25: EVAL_CALL is 'eval' or 'expression' + optional spaces + '('", () => {
    for (const value of ["eval (1)", "eval(x)", "EXPRESSION  (alert)", "window.eval(1)"])
      expect(text.EVAL_CALL.test(value), value).toBe(true);
    for (const value of ["Evaluation (draft)", "Expression of interest", "retrieval(x)", "eval"]) {
      expect(text.EVAL_CALL.test(value), value).toBe(false);
    }
  });

  it("SCRIPT_OR_IFRAME_TAG finds opening and closing script and iframe tags only", () => {
    for (const value of ["<script>", "</SCRIPT>", "<iframe src=x>", "< script"])
      expect(text.SCRIPT_OR_IFRAME_TAG.test(value), value).toBe(true);
    for (const value of ["<b>", "script", "<scripts>", "<img>"])
      expect(text.SCRIPT_OR_IFRAME_TAG.test(value), value).toBe(false);
  });

  it("R-OPEN-23: PROHIBITED_NAME_WORDS is a case-insensitive substring match", () => {
    for (const value of ["vbscript", "Evaldas", "eXpReSsIoN", "Javascript"])
      expect(text.PROHIBITED_NAME_WORDS.test(value), value).toBe(true);
    expect(text.PROHIBITED_NAME_WORDS.test("Mohammed")).toBe(false);
  });

  it("R-OPEN-23: NAME_CHARS takes Latin, accented Latin and Arabic letters and diacritics, space, apostrophes, hyphen", () => {
    for (const value of [
      "José",
      "Zoë",
      "Ñandú",
      "François",
      "Łukasz",
      "Øystein",
      "مُحَمَّد",
      "عبد الله",
      "O’Brien",
      "Anne-Marie",
    ]) {
      expect(text.NAME_CHARS.test(value), value).toBe(true);
    }
  });

  it("R-OPEN-23: NAME_CHARS leaves out × ÷, digits, Arabic-Indic digits and Arabic punctuation", () => {
    const excluded = ["×", "÷", "3", "٣", "۳", "،", "؛", "؟", "٪", "۔", "\u0600", "_", "!", ".", "\u00aa", "\u00b5"];
    for (const character of excluded)
      expect(text.NAME_CHARS.test(`Ali${character}`), `U+${character.codePointAt(0)!.toString(16)}`).toBe(false);
    for (let code = 0x0660; code <= 0x0669; code++) expect(text.NAME_CHARS.test(String.fromCharCode(code))).toBe(false);
    for (let code = 0x06f0; code <= 0x06f9; code++) expect(text.NAME_CHARS.test(String.fromCharCode(code))).toBe(false);
  });

  it("R-OPEN-23: every Arabic-block character NAME_CHARS accepts is a letter or a mark", () => {
    for (let code = 0x0600; code <= 0x06ff; code++) {
      const character = String.fromCharCode(code);
      expect(text.NAME_CHARS.test(character), `U+0${code.toString(16)}`).toBe(/[\p{L}\p{M}]/u.test(character));
    }
  });
});
