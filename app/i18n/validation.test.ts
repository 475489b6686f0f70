/**
 * R-EDITION-18: every rule of the forms has words in every language, and the
 * Arabic words keep the English limits (a translation cannot drop a number).
 */
import { describe, expect, it } from "vitest";
import { RULE_MESSAGES, type RuleCode } from "@core/schemas/rules";
import { validation as arabic } from "./messages/ar/validation";
import { loadRuleWording } from "./validation";

const ARABIC_LETTER = /[\u0621-\u064A]/;

describe("the forms' rules in each edition (R-EDITION-18)", () => {
  it("Arabic words every rule the schemas report, and no other", () => {
    expect(Object.keys(arabic).sort()).toEqual(Object.keys(RULE_MESSAGES).sort());
  });

  it("each Arabic text is Arabic and shows the numbers of its English twin", () => {
    for (const [rule, english] of Object.entries(RULE_MESSAGES) as [RuleCode, string][]) {
      const text = arabic[rule];
      expect(text, rule).toMatch(ARABIC_LETTER);
      expect(text, rule).not.toMatch(/[A-Za-z]/);
      for (const number of english.match(/\d+/g) ?? []) expect(text, rule).toContain(number);
    }
  });

  it("a page words a rule's code in its language and leaves any other text as it is", async () => {
    const english = await loadRuleWording("en");
    const inArabic = await loadRuleWording("ar");
    expect(english("email.invalid")).toBe("Please enter a valid email address");
    expect(inArabic("email.invalid")).toBe(arabic["email.invalid"]);
    expect(inArabic("message.tooLong")).toBe("يجب أن تكون الرسالة أقل من 2000 حرف");
    expect(inArabic("firstName.tooLong")).toBe("يجب أن يكون الاسم الأول أقل من 50 حرفًا");
    expect(inArabic("message.tooShort")).toBe("يجب ألا تقل الرسالة عن 10 أحرف");
    for (const wording of [english, inArabic]) {
      expect(wording("Invalid timestamp")).toBe("Invalid timestamp");
      expect(wording("toString")).toBe("toString");
    }
  });
});
