import { describe, expect, it } from "vitest";
import { EMAIL_SAMPLES } from "../../tests/support/samples";
import { schemaProbe } from "../../tests/support/schemas";
import { englishMessage } from "./rules";
import { NEWSLETTER } from "../constants";
import {
  NEWSLETTER_SOURCES,
  escapeEmail,
  newsletterEmailSchema,
  newsletterFormSchema,
  newsletterSignupSchema,
} from "./newsletter";

const { onlyMessage, accepted } = schemaProbe(newsletterEmailSchema);

describe("newsletterEmailSchema (footer and popup)", () => {
  it("R-VAL-NEWS-01: an empty email gives 'Email is required'", () => {
    expect(onlyMessage("")).toBe("Email is required");
  });

  it("R-VAL-NEWS-02: the value is lowercased and trimmed; whitespace-only is required", () => {
    expect(accepted("  John@Example.COM  ")).toBe("john@example.com");
    expect(onlyMessage("   ")).toBe("Email is required");
  });

  it("a missing or non-string email gives 'Email is required'", () => {
    expect(onlyMessage(undefined)).toBe("Email is required");
    expect(onlyMessage(42)).toBe("Email is required");
  });

  it("R-VAL-NEWS-03: 'john', 'john@', 'john@example' and 'john doe@example.com' give 'Invalid email format'", () => {
    for (const email of ["john", "john@", "john@example", "john doe@example.com"])
      expect(onlyMessage(email), email).toBe("Invalid email format");
  });

  it("R-VAL-NEWS-05: more than 100 characters gives 'Email too long (max 100 characters)'; 100 is fine", () => {
    expect(onlyMessage(EMAIL_SAMPLES.tooLong)).toBe("Email too long (max 100 characters)");
    expect(accepted(EMAIL_SAMPLES.longest)).toBe(EMAIL_SAMPLES.longest);
  });

  it("R-VAL-NEWS-06: '..' and a leading or trailing '.' give 'Invalid email format'", () => {
    for (const email of EMAIL_SAMPLES.badDots) {
      expect(onlyMessage(email), email).toBe("Invalid email format");
    }
  });

  it("R-VAL-NEWS-07: script-like content gives exactly 'Email contains invalid characters'", () => {
    for (const email of [
      "<script>@example.com",
      "<iframe>x@example.com",
      "javascript:x@example.com",
      "a onload=b@example.com",
      "eval(1)@example.com",
      "expression(1)@x.com",
    ]) {
      expect(onlyMessage(email), email).toBe("Email contains invalid characters");
    }
  });

  it("R-VAL-NEWS-10, R-OPEN-17: the form schema runs last, so a disposable domain is rejected", () => {
    expect(onlyMessage("user@mailinator.com")).toBe("Disposable email addresses are not allowed");
    expect(onlyMessage("x@sub.mailinator.com")).toBe("Disposable email addresses are not allowed");
  });

  it("R-OPEN-17: a value that passes the footer shape but not the form schema's address rule gets the form schema's message", () => {
    expect(onlyMessage("john.@example.com")).toBe("Please enter a valid email address");
  });

  it("R-OPEN-19: \"o'neil@example.com\" fails the shape with 'Invalid email format'", () => {
    expect(onlyMessage("o'neil@example.com")).toBe("Invalid email format");
  });

  it("R-OPEN-21: required → too long → script-like → shape and dots → form schema", () => {
    expect(onlyMessage(`<script>${EMAIL_SAMPLES.longest}`)).toBe("Email too long (max 100 characters)");
    expect(onlyMessage("<script>..@mailinator.com")).toBe("Email contains invalid characters");
    expect(onlyMessage("john..doe@mailinator.com")).toBe("Invalid email format");
  });

  it("accepts ordinary addresses unchanged", () => {
    expect(accepted("john.doe+news@example.com")).toBe("john.doe+news@example.com");
    expect(newsletterFormSchema.parse({ email: " A@B.ae " })).toEqual({ email: "a@b.ae" });
  });
});

describe("escapeEmail", () => {
  it("R-VAL-NEWS-08: escapes HTML entities: 'a&b<c' → 'a&amp;b&lt;c'", () => {
    expect(escapeEmail("a&b<c")).toBe("a&amp;b&lt;c");
    expect(escapeEmail(`>"'/`)).toBe("&gt;&quot;&#x27;&#x2F;");
  });

  it("R-VAL-NEWS-08: cuts 150 characters to 100, after escaping", () => {
    expect(escapeEmail("x".repeat(150))).toHaveLength(NEWSLETTER.emailMax);
    expect(escapeEmail("<".repeat(30))).toBe("&lt;".repeat(25));
  });

  it("R-VAL-NEWS-08, R-OPEN-19: a valid address is sent byte-identical", () => {
    expect(escapeEmail("john.doe+news@example.com")).toBe("john.doe+news@example.com");
    expect(escapeEmail(EMAIL_SAMPLES.longest)).toBe(EMAIL_SAMPLES.longest);
  });
});

describe("newsletterSignupSchema (server payload)", () => {
  const body = {
    email: "  John@Example.COM ",
    source: "footer",
    userAgent: "Mozilla/5.0 test",
    csrfToken: "nonce.mac",
    timestamp: 1_750_000_000_000,
  };

  it("R-ENT-02, R-FOLLOW-16: accepts email, source, userAgent, csrfToken, timestamp, and the optional language", () => {
    expect(newsletterSignupSchema.parse(body)).toEqual({ ...body, email: "john@example.com", language: "en" });
    expect(Object.keys(newsletterSignupSchema.shape).sort()).toEqual([
      "csrfToken",
      "email",
      "language",
      "source",
      "timestamp",
      "userAgent",
    ]);
  });

  it("R-FOLLOW-16: the language is one of the site's editions; the spec's body without it is English", () => {
    expect(newsletterSignupSchema.parse({ ...body, language: "ar" }).language).toBe("ar");
    expect(newsletterSignupSchema.parse({ ...body, language: "en" }).language).toBe("en");
    expect(newsletterSignupSchema.parse(body).language).toBe("en");
    for (const language of ["fr", "AR", "", "ar-AE", 1, null]) {
      const result = newsletterSignupSchema.safeParse({ ...body, language });
      expect(
        result.error?.issues.map((issue) => [issue.path[0], issue.message]),
        String(language),
      ).toEqual([["language", "Invalid language"]]);
    }
  });

  it("R-ENT-02: an extra key is refused, with or without the language", () => {
    for (const extra of [{ admin: true }, { admin: true, language: "ar" }]) {
      const result = newsletterSignupSchema.safeParse({ ...body, ...extra });
      expect(result.error?.issues.map((issue) => issue.code)).toEqual(["unrecognized_keys"]);
    }
  });

  it("the source is footer or popup", () => {
    expect(NEWSLETTER_SOURCES).toEqual(["footer", "popup"]);
    expect(newsletterSignupSchema.safeParse({ ...body, source: "popup" }).success).toBe(true);
    const result = newsletterSignupSchema.safeParse({ ...body, source: "hacker" });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(["source"]);
  });

  it("the userAgent may be empty and is at most 500 characters", () => {
    expect(newsletterSignupSchema.safeParse({ ...body, userAgent: "" }).success).toBe(true);
    expect(newsletterSignupSchema.safeParse({ ...body, userAgent: "u".repeat(500) }).success).toBe(true);
    expect(newsletterSignupSchema.safeParse({ ...body, userAgent: "u".repeat(501) }).success).toBe(false);
  });

  it("R-OPEN-04: the server repeats the client's email rules and the security form", () => {
    const messageOf = (overrides: Record<string, unknown>) =>
      newsletterSignupSchema
        .safeParse({ ...body, ...overrides })
        .error?.issues.map((issue) => [issue.path[0], englishMessage(issue.message)]);
    expect(messageOf({ email: "<script>@x.com" })).toEqual([["email", "Email contains invalid characters"]]);
    expect(messageOf({ email: "" })).toEqual([["email", "Email is required"]]);
    expect(messageOf({ csrfToken: "" })).toEqual([["csrfToken", "CSRF token is required"]]);
    expect(messageOf({ timestamp: 0 })).toEqual([["timestamp", "Invalid timestamp"]]);
  });
});
