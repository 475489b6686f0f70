import { describe, expect, it } from "vitest";
import { PHONE_SAMPLES } from "../../tests/support/samples";
import { schemaProbe } from "../../tests/support/schemas";
import { contactPhoneSchema, normalisePhone, validatePhone } from "./phone";

const CONTACT_PHONE = "Please enter a valid international phone number (+country code)";

const { onlyMessage, accepted } = schemaProbe(contactPhoneSchema);

describe("normalisePhone", () => {
  it("removes spaces, hyphens and parentheses only", () => {
    const normalised = {
      "+971 50 123 4567": "+971501234567",
      "+971-50-123-4567": "+971501234567",
      "+1 (415) 555-2671": "+14155552671",
      "+971.50.1234567": "+971.50.1234567",
    };
    for (const [typed, expected] of Object.entries(normalised)) expect(normalisePhone(typed), typed).toBe(expected);
  });
});

describe("contactPhoneSchema", () => {
  it("R-VAL-CONTACT-16: the phone is optional: undefined, empty and whitespace-only pass as undefined", () => {
    expect(accepted(undefined)).toBeUndefined();
    expect(accepted("")).toBeUndefined();
    expect(accepted("   ")).toBeUndefined();
  });

  it("R-VAL-CONTACT-17: accepts the formatted samples and the 8 and 16 character bounds", () => {
    for (const phone of PHONE_SAMPLES.valid) accepted(phone);
    expect("+1234567").toHaveLength(8);
    expect("+123456789012345").toHaveLength(16);
  });

  it("R-VAL-CONTACT-17: the output is the normalised number (it fits the 16-character column)", () => {
    expect(accepted("+971 50 123 4567")).toBe("+971501234567");
    expect(accepted(" +1 (415) 555-2671 ")).toBe("+14155552671");
  });

  it("R-VAL-CONTACT-18: each invalid sample gives exactly the contact phone message", () => {
    for (const phone of PHONE_SAMPLES.invalid) expect(onlyMessage(phone), phone).toBe(CONTACT_PHONE);
  });

  it("R-OPEN-27: the contact phone never shows the standalone validator's messages", () => {
    for (const phone of ["+12345", "+12345678901234567", "()", "+", "-"])
      expect(onlyMessage(phone), phone).toBe(CONTACT_PHONE);
  });

  it("R-VAL-DIGITS-01: a number typed on an Arabic or Persian keyboard is accepted and stored in Western digits", () => {
    expect(contactPhoneSchema.parse("٠٥٠ ١٢٣ ٤٥٦٧")).toBe("+971501234567");
    expect(contactPhoneSchema.parse("+٩٧١ ٥٠ ١٢٣ ٤٥٦٧")).toBe("+971501234567");
    expect(contactPhoneSchema.parse("۰۵۰ ۱۲۳ ۴۵۶۷")).toBe("+971501234567");
    expect(contactPhoneSchema.parse("+٤٤ ٢٠ ٧٩٤٦ ٠٩٥٨")).toBe("+442079460958");
    expect(validatePhone("+٩٧١٥٠١٢٣٤٥٦٧")).toEqual({ valid: true });
    expect(contactPhoneSchema.safeParse("٠٥٠ ١٢٣").success).toBe(false);
  });

  it("a non-string phone gives the contact phone message", () => {
    expect(onlyMessage(971501234567)).toBe(CONTACT_PHONE);
    expect(onlyMessage(null)).toBe(CONTACT_PHONE);
  });
});

describe("validatePhone (standalone)", () => {
  it("R-VAL-PHONE-01: an empty value is valid", () => {
    expect(validatePhone("")).toEqual({ valid: true });
    expect(validatePhone("  ")).toEqual({ valid: true });
  });

  it("R-VAL-PHONE-02: a phone without + and a country code gives the international-format message", () => {
    const error = "Phone number must be in international format (+country code)";
    expect(validatePhone("0501234567")).toEqual({ valid: false, error });
    expect(validatePhone("+0501234567")).toEqual({ valid: false, error });
    expect(validatePhone("+97150abc456")).toEqual({ valid: false, error });
  });

  it("R-VAL-PHONE-03: a total length outside 8 to 16 gives the length message", () => {
    const error = "Phone number length is invalid";
    expect(validatePhone("+12345")).toEqual({ valid: false, error });
    expect(validatePhone("+12345678901234567")).toEqual({ valid: false, error });
    expect(validatePhone("+971501234567")).toEqual({ valid: true });
    expect(validatePhone("+1234567")).toEqual({ valid: true });
    expect(validatePhone("+123456789012345")).toEqual({ valid: true });
    expect(validatePhone("+971 50 123 4567")).toEqual({ valid: true });
  });
});
