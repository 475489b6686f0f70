import { describe, expect, it } from "vitest";
import { contactFormSchema } from "./contact";
import { newsletterFormSchema } from "./newsletter";
import { RULE_MESSAGES, englishMessage, isRuleCode } from "./rules";

describe("rule codes (R-EDITION-18)", () => {
  it("the schemas report a rule's code, never its words", () => {
    const contact = contactFormSchema.safeParse({ firstName: "", lastName: "x".repeat(51), email: "a@mailinator.com" });
    const reported = contact.error!.issues.map((issue) => [issue.path[0], issue.message]);
    expect(reported).toEqual([
      ["firstName", "firstName.required"],
      ["lastName", "lastName.tooLong"],
      ["email", "email.disposable"],
      ["subject", "subject.required"],
      ["message", "message.tooShort"],
    ]);
    expect(newsletterFormSchema.safeParse({ email: "" }).error!.issues[0]!.message).toBe("newsletterEmail.required");
  });

  it("every code has its English words, and only own keys are codes", () => {
    for (const [rule, words] of Object.entries(RULE_MESSAGES)) {
      expect(isRuleCode(rule)).toBe(true);
      expect(englishMessage(rule)).toBe(words);
    }
    for (const other of ["toString", "__proto__", "constructor", "Invalid timestamp", ""]) {
      expect(isRuleCode(other), other).toBe(false);
      expect(englishMessage(other)).toBe(other);
    }
  });
});
