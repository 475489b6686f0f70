/**
 * The sample inputs of the spec's field rules (docs/requirements.md), typed
 * once: the contact, e-mail-only, waitlist and newsletter schemas apply the
 * same rules, and each schema's tests check the same samples.
 */
import type { Broker } from "@site-config";

/** Sample e-mail addresses, by rule. */
export const EMAIL_SAMPLES = {
  /** R-VAL-CONTACT-11: values that are no address ("Please enter a valid email address"). */
  notAddresses: ["not-an-email", "john@", "john@example", ""],
  /** R-VAL-CONTACT-12: 101 characters (25 × "a")… */
  tooLong: `${"a".repeat(25)}@${"b".repeat(63)}.example.com`,
  /** …and the 100-character version (24 × "a"). */
  longest: `${"a".repeat(24)}@${"b".repeat(63)}.example.com`,
  /** R-VAL-CONTACT-14: addresses at disposable-mail domains, in any case. */
  disposable: ["user@mailinator.com", "USER@YOPMAIL.COM", "x@guerrillamail.com"],
  /** R-VAL-CONTACT-15, R-VAL-NEWS-06: two dots in a row, or a dot at either end ("Invalid email format"). */
  badDots: ["john..doe@example.com", ".john@example.com", "john@example.com."],
};

/** Sample phone numbers, by rule. */
export const PHONE_SAMPLES = {
  /** R-VAL-CONTACT-17: accepted as typed, the 8- and 16-character bounds among them. */
  valid: ["+971 50 123 4567", "+971-50-123-4567", "+1 (415) 555-2671", "+1234567", "+123456789012345"],
  /**
   * R-VAL-CONTACT-18: refused with the contact phone message. "0501234567", the
   * spec's sample without "+", is a UAE mobile: made international (R-VAL-CONTACT-17).
   */
  invalid: [
    "0123456789",
    "050123456",
    "0041234567",
    "+0501234567",
    "+123456",
    "+1234567890123456",
    "+971.50.1234567",
    "+97150abc456",
  ],
};

/** A broker with every detail set, as site.config will name one: the broker statement's sample (R-EDITION-12). */
export const SAMPLE_BROKER: Broker = {
  name: "Example Insurance Brokers LLC",
  licenceAuthority: "Central Bank of the UAE",
  licenceNumber: "123",
  url: "https://broker.example",
};
