import { describe, expect, it } from "vitest";
import { EMAIL_SAMPLES } from "../../tests/support/samples";
import { accepted, onlyMessage } from "../../tests/support/schemas";
import { CONTACT_LIMITS } from "../constants";
import { EMAIL_SHAPE, contactEmailSchema, emailOnlySchema, hasBadDots, isDisposableEmail } from "./email";

const INVALID = "Please enter a valid email address";
const TOO_LONG = "Email must be less than 100 characters";
const FORMAT = "Invalid email format";
const DISPOSABLE = "Disposable email addresses are not allowed";

const DISPOSABLE_TEST_SET = [
  "mailinator.com",
  "guerrillamail.com",
  "10minutemail.com",
  "yopmail.com",
  "temp-mail.org",
  "trashmail.com",
  "sharklasers.com",
  "maildrop.cc",
  "throwawaymail.com",
  "getnada.com",
];

describe("EMAIL_SHAPE (R-OPEN-19)", () => {
  it("R-OPEN-19: accepts local@labels.tld of the allowed characters", () => {
    for (const email of ["john@example.com", "john.doe+news@example.com", "a_b%c-d@mail.example.co.uk", "x@a-b.ae"]) {
      expect(EMAIL_SHAPE.test(email), email).toBe(true);
    }
  });

  it("R-OPEN-19: rejects other shapes, an apostrophe and uppercase (it runs after lowercasing)", () => {
    for (const email of [
      "john",
      "john@",
      "john@example",
      "john@localhost",
      "john doe@example.com",
      "o'neil@example.com",
      "john@example.c",
      "john@example.c0m",
      "john@exa_mple.com",
      "John@Example.com",
      "@example.com",
      "a@@example.com",
    ]) {
      expect(EMAIL_SHAPE.test(email), email).toBe(false);
    }
  });
});

describe("hasBadDots", () => {
  it("R-VAL-CONTACT-15: finds '..' anywhere and a leading or trailing dot", () => {
    for (const email of [...EMAIL_SAMPLES.badDots, "john@example..com"]) expect(hasBadDots(email), email).toBe(true);
    expect(hasBadDots("john.doe@example.com")).toBe(false);
  });
});

describe("isDisposableEmail (R-OPEN-24)", () => {
  it("R-OPEN-24: the minimum test set is disposable", () => {
    for (const domain of DISPOSABLE_TEST_SET) expect(isDisposableEmail(`user@${domain}`), domain).toBe(true);
  });

  it("R-OPEN-24: matches every parent domain, so subdomains are disposable", () => {
    expect(isDisposableEmail("x@sub.mailinator.com")).toBe(true);
    expect(isDisposableEmail("x@a.b.yopmail.com")).toBe(true);
  });

  it("R-OPEN-24: ordinary domains are not disposable, nor lookalikes of listed ones", () => {
    for (const email of [
      "x@gmail.com",
      "x@example.com",
      "x@drivebee.ae",
      "x@emirates.net.ae",
      "x@xmailinator.com",
      "x@ailinator.com",
      "x@mailinator.com.ae",
    ]) {
      expect(isDisposableEmail(email), email).toBe(false);
    }
  });

  it("ignores case and a trailing dot, and is false without a domain", () => {
    for (const email of ["USER@YOPMAIL.COM", "user@mailinator.com."])
      expect(isDisposableEmail(email), email).toBe(true);
    for (const email of ["not-an-email", "john@"]) expect(isDisposableEmail(email), email).toBe(false);
  });
});

describe("contactEmailSchema", () => {
  it("R-VAL-CONTACT-11: 'not-an-email', 'john@', 'john@example' and empty give the valid-address message", () => {
    for (const email of EMAIL_SAMPLES.notAddresses) {
      expect(onlyMessage(contactEmailSchema, email), email).toBe(INVALID);
    }
  });

  it("R-OPEN-22: a whitespace-only email counts as empty", () => {
    expect(onlyMessage(contactEmailSchema, "   ")).toBe(INVALID);
  });

  it("R-VAL-CONTACT-12: 101 characters give the length message; exactly 100 is allowed", () => {
    expect(EMAIL_SAMPLES.tooLong).toHaveLength(CONTACT_LIMITS.emailMax + 1);
    expect(EMAIL_SAMPLES.longest).toHaveLength(CONTACT_LIMITS.emailMax);
    expect(onlyMessage(contactEmailSchema, EMAIL_SAMPLES.tooLong)).toBe(TOO_LONG);
    expect(accepted(contactEmailSchema, EMAIL_SAMPLES.longest)).toBe(EMAIL_SAMPLES.longest);
  });

  it("R-OPEN-22: the length counts after trimming", () => {
    expect(accepted(contactEmailSchema, `  ${EMAIL_SAMPLES.longest}  `)).toBe(EMAIL_SAMPLES.longest);
  });

  it("R-VAL-CONTACT-13: the email is lowercased and trimmed", () => {
    expect(accepted(contactEmailSchema, "John.Doe@Example.COM")).toBe("john.doe@example.com");
    expect(accepted(contactEmailSchema, "  User@Example.com \t")).toBe("user@example.com");
  });

  it("R-VAL-CONTACT-14: disposable domains give the disposable message, in any case", () => {
    for (const email of EMAIL_SAMPLES.disposable) {
      expect(onlyMessage(contactEmailSchema, email), email).toBe(DISPOSABLE);
    }
  });

  it("R-OPEN-24: each test-set domain and a subdomain are rejected; gmail.com is accepted", () => {
    for (const domain of [...DISPOSABLE_TEST_SET, "sub.mailinator.com"]) {
      expect(onlyMessage(contactEmailSchema, `x@${domain}`), domain).toBe(DISPOSABLE);
    }
    expect(accepted(contactEmailSchema, "x@gmail.com")).toBe("x@gmail.com");
  });

  it("R-VAL-CONTACT-15: consecutive, leading or trailing dots give exactly 'Invalid email format'", () => {
    for (const email of EMAIL_SAMPLES.badDots) {
      expect(onlyMessage(contactEmailSchema, email), email).toBe(FORMAT);
    }
  });

  it("R-OPEN-21: one message in the decided order (length → dots → address → disposable)", () => {
    expect(onlyMessage(contactEmailSchema, `..${EMAIL_SAMPLES.longest}`)).toBe(TOO_LONG);
    expect(onlyMessage(contactEmailSchema, "john..doe@mailinator.com")).toBe(FORMAT);
    expect(onlyMessage(contactEmailSchema, "john..doe")).toBe(FORMAT);
    expect(onlyMessage(contactEmailSchema, "john@mailinator")).toBe(INVALID);
  });

  it("a missing or non-string value gives the valid-address message, not zod's default", () => {
    expect(onlyMessage(contactEmailSchema, undefined)).toBe(INVALID);
    expect(onlyMessage(contactEmailSchema, 42)).toBe(INVALID);
  });

  it("accepts an apostrophe in the local part (only the email-only form adds the basic shape)", () => {
    expect(accepted(contactEmailSchema, "O'Neil@Example.com")).toBe("o'neil@example.com");
  });
});

describe("emailOnlySchema", () => {
  it("R-VAL-EMAILONLY-01: applies the contact messages to the R-VAL-CONTACT-11/12/14/15 inputs", () => {
    for (const email of EMAIL_SAMPLES.notAddresses) {
      expect(onlyMessage(emailOnlySchema, email), email).toBe(INVALID);
    }
    expect(onlyMessage(emailOnlySchema, EMAIL_SAMPLES.tooLong)).toBe(TOO_LONG);
    expect(accepted(emailOnlySchema, EMAIL_SAMPLES.longest)).toBe(EMAIL_SAMPLES.longest);
    for (const email of EMAIL_SAMPLES.disposable) {
      expect(onlyMessage(emailOnlySchema, email), email).toBe(DISPOSABLE);
    }
    for (const email of EMAIL_SAMPLES.badDots) {
      expect(onlyMessage(emailOnlySchema, email), email).toBe(FORMAT);
    }
  });

  it("R-VAL-EMAILONLY-01: lowercases and trims", () => {
    expect(accepted(emailOnlySchema, "  John.Doe@Example.COM ")).toBe("john.doe@example.com");
  });

  it("R-VAL-EMAILONLY-02: a value that passes the contact rules but not the basic shape gives 'Invalid email format'", () => {
    expect(onlyMessage(emailOnlySchema, "o'neil@example.com")).toBe(FORMAT);
  });

  it("R-VAL-EMAILONLY-02: 'john@localhost' is rejected (by the address rule, like 'john@example')", () => {
    expect(onlyMessage(emailOnlySchema, "john@localhost")).toBe(INVALID);
  });
});
