import { describe, expect, it } from "vitest";
import { EMAIL_SAMPLES } from "../../tests/support/samples";
import { englishMessage } from "./rules";
import { waitlistSignupSchema } from "./waitlist";

function emailMessages(email: unknown): string[] {
  const result = waitlistSignupSchema.safeParse({ email });
  return (result.error?.issues ?? []).map((issue) => {
    expect(issue.path).toEqual(["email"]);
    return englishMessage(issue.message);
  });
}

describe("waitlistSignupSchema (R-OPEN-26)", () => {
  it("R-VAL-WAIT-01: 'not-an-email' gives one message for the email field", () => {
    expect(emailMessages("not-an-email")).toEqual(["Please enter a valid email address"]);
  });

  it("R-VAL-WAIT-02, R-ENT-04: the body is exactly {email}, lowercased and trimmed", () => {
    expect(waitlistSignupSchema.parse({ email: "  User@Example.COM " })).toEqual({ email: "user@example.com" });
  });

  it("R-SAFE-28: a page of the Arabic edition adds its language; the body without one stays {email}; any other value is refused", () => {
    expect(waitlistSignupSchema.parse({ email: "user@example.com", language: "ar" })).toEqual({
      email: "user@example.com",
      language: "ar",
    });
    expect(waitlistSignupSchema.parse({ email: "user@example.com" })).toEqual({ email: "user@example.com" });
    for (const language of ["fr", "AR", "", "ar-AE", 1, null]) {
      const result = waitlistSignupSchema.safeParse({ email: "user@example.com", language });
      expect(
        result.error?.issues.map((issue) => [issue.path[0], issue.message]),
        String(language),
      ).toEqual([["language", "Invalid language"]]);
    }
  });

  it("R-ENT-04: any other key is refused", () => {
    const result = waitlistSignupSchema.safeParse({ email: "user@example.com", source: "x" });
    expect(result.error?.issues.map((issue) => issue.code)).toEqual(["unrecognized_keys"]);
  });

  it("R-VAL-EMAILONLY-01: the contact email messages of R-VAL-CONTACT-11/12/14/15", () => {
    for (const email of [...EMAIL_SAMPLES.notAddresses, "  "]) {
      expect(emailMessages(email), email).toEqual(["Please enter a valid email address"]);
    }
    expect(emailMessages(EMAIL_SAMPLES.tooLong)).toEqual(["Email must be less than 100 characters"]);
    expect(emailMessages(EMAIL_SAMPLES.longest)).toEqual([]);
    for (const email of [...EMAIL_SAMPLES.disposable, "x@sub.mailinator.com"]) {
      expect(emailMessages(email), email).toEqual(["Disposable email addresses are not allowed"]);
    }
    for (const email of EMAIL_SAMPLES.badDots) {
      expect(emailMessages(email), email).toEqual(["Invalid email format"]);
    }
  });

  it("R-VAL-EMAILONLY-02: 'john@localhost' is rejected and the basic shape gives 'Invalid email format'", () => {
    expect(emailMessages("john@localhost")).toHaveLength(1);
    expect(emailMessages("o'neil@example.com")).toEqual(["Invalid email format"]);
  });

  it("a missing email is one email error", () => {
    const result = waitlistSignupSchema.safeParse({});
    expect(result.error?.issues.map((issue) => [issue.path[0], englishMessage(issue.message)])).toEqual([
      ["email", "Please enter a valid email address"],
    ]);
  });
});
