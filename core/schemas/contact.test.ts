import { describe, expect, it } from "vitest";
import {
  contactFormSchema,
  contactSubmitPayloadSchema,
  contactSubmitSchema,
  type ContactForm,
  type ContactFormInput,
} from "./contact";
import { englishMessage } from "./rules";
import { EMAIL_SAMPLES, PHONE_SAMPLES } from "../../tests/support/samples";

const valid: ContactFormInput = {
  firstName: "Layla",
  lastName: "Haddad",
  email: "layla.haddad@example.com",
  phone: "",
  subject: "Question about cashback",
  message: "How is the cashback paid at renewal?",
};

type Field = keyof ContactFormInput;

/** The messages the form reports for `field` when `field` is set to `value`, in English. */
function messages(field: Field, value: unknown, base: Record<string, unknown> = valid): string[] {
  const result = contactFormSchema.safeParse({ ...base, [field]: value });
  return (result.error?.issues ?? [])
    .filter((issue) => issue.path[0] === field)
    .map((issue) => englishMessage(issue.message));
}

function expectOnly(field: Field, value: unknown, message: string) {
  expect(messages(field, value), `${field}=${JSON.stringify(value)}`).toEqual([message]);
}

function expectNoError(field: Field, value: unknown) {
  expect(messages(field, value), `${field}=${JSON.stringify(value)}`).toEqual([]);
}

function expectEachOnly(field: Field, values: unknown[], message: string) {
  for (const value of values) expectOnly(field, value, message);
}

function expectNoErrors(field: Field, values: string[]) {
  for (const value of values) expectNoError(field, value);
}

/** `max` characters of `unit` pass; one more gives only the length `message`. */
function expectLengthLimit(field: Field, unit: string, max: number, message: string) {
  expectOnly(field, unit.repeat(max + 1), message);
  expectNoError(field, unit.repeat(max));
}

function parsed(overrides: Partial<Record<Field, unknown>>): ContactForm {
  const result = contactFormSchema.safeParse({ ...valid, ...overrides });
  expect(result.error?.issues).toBeUndefined();
  return result.data!;
}

/** The two rules the name and subject fields share: required, and a maximum length. */
const REQUIRED_TEXT_FIELDS: {
  field: Field;
  label: string;
  required: { id: string; blanks: string[] };
  length: { id: string; unit: string; max: number };
}[] = [
  {
    field: "firstName",
    label: "First name",
    required: { id: "R-VAL-CONTACT-01", blanks: [""] },
    length: { id: "R-VAL-CONTACT-02", unit: "a", max: 50 },
  },
  {
    field: "lastName",
    label: "Last name",
    required: { id: "R-VAL-CONTACT-07", blanks: ["", "  "] },
    length: { id: "R-VAL-CONTACT-08", unit: "b", max: 50 },
  },
  {
    field: "subject",
    label: "Subject",
    required: { id: "R-VAL-CONTACT-19", blanks: ["", "    "] },
    length: { id: "R-VAL-CONTACT-20", unit: "s", max: 200 },
  },
];

describe("contactFormSchema: required name and subject fields", () => {
  for (const { field, label, required, length } of REQUIRED_TEXT_FIELDS) {
    it(`${required.id}: an empty ${label.toLowerCase()} gives '${label} is required'`, () => {
      expectEachOnly(field, required.blanks, `${label} is required`);
    });

    it(`${length.id}: ${length.max + 1} characters give the length message; ${length.max} give no error`, () => {
      expectLengthLimit(field, length.unit, length.max, `${label} must be less than ${length.max} characters`);
    });
  }
});

describe("contactFormSchema: first name", () => {
  it("R-OPEN-22: a whitespace-only or missing first name is required too", () => {
    expectEachOnly("firstName", ["   ", undefined], "First name is required");
  });

  it("R-OPEN-22: the length counts after trimming", () => {
    expectNoError("firstName", `  ${"a".repeat(50)}  `);
  });

  it("R-VAL-CONTACT-03: 'John3', 'John!' and 'J_ne' give 'First name contains invalid characters'", () => {
    expectEachOnly("firstName", ["John3", "John!", "J_ne"], "First name contains invalid characters");
  });

  it("R-VAL-CONTACT-04: Latin and Arabic names with spaces, apostrophes and hyphens are accepted", () => {
    expectNoErrors("firstName", ["Mohammed", "محمد", "O'Brien", "Anne-Marie", "Mary Jane"]);
  });

  it("R-VAL-CONTACT-05: rejects prohibited words in first names, even inside Evaldas", () => {
    expectEachOnly(
      "firstName",
      ["javascript", "Script", "EVAL", "Expression", "VBScript", "Evaldas"],
      "First name contains prohibited content",
    );
  });

  it("R-VAL-CONTACT-06: '<script>' gives the prohibited-content message, not the invalid-characters one", () => {
    expectOnly("firstName", "<script>", "First name contains prohibited content");
  });

  it("R-OPEN-23: 'José', 'Zoë' and 'محمد' are accepted; 'محمد٣' is invalid; 'Evalyn' is prohibited", () => {
    expectNoErrors("firstName", ["José", "Zoë", "محمد"]);
    expectOnly("firstName", "محمد٣", "First name contains invalid characters");
    expectOnly("firstName", "Evalyn", "First name contains prohibited content");
  });

  it("R-OPEN-21: a 51-character prohibited name gives the length message first", () => {
    expectOnly("firstName", `script${"a".repeat(45)}`, "First name must be less than 50 characters");
  });

  it("R-OPEN-22: the first name is sent trimmed", () => {
    expect(parsed({ firstName: "  Layla  ", lastName: " Haddad " })).toMatchObject({
      firstName: "Layla",
      lastName: "Haddad",
    });
  });

  it("R-OPEN-23: a decomposed accent (e + U+0301) is accepted and sent composed", () => {
    expect(parsed({ firstName: "Jose\u0301" }).firstName).toBe("Jos\u00e9");
  });
});

describe("contactFormSchema: last name", () => {
  it("R-VAL-CONTACT-09: 'Sm1th' is invalid; 'Al-Mansouri', 'المنصوري' and 'D'Souza' are accepted", () => {
    expectOnly("lastName", "Sm1th", "Last name contains invalid characters");
    expectNoErrors("lastName", ["Al-Mansouri", "المنصوري", "D'Souza"]);
  });

  it("R-VAL-CONTACT-10: 'vbScript' and 'JavaScript' give 'Last name contains prohibited content'", () => {
    expectEachOnly("lastName", ["vbScript", "JavaScript"], "Last name contains prohibited content");
  });
});

describe("contactFormSchema: email and phone", () => {
  it("R-VAL-CONTACT-11: invalid addresses give 'Please enter a valid email address'", () => {
    expectEachOnly("email", EMAIL_SAMPLES.notAddresses, "Please enter a valid email address");
  });

  it("R-VAL-CONTACT-12: 101 characters give the length message; 100 give no error", () => {
    expectOnly("email", EMAIL_SAMPLES.tooLong, "Email must be less than 100 characters");
    expectNoError("email", EMAIL_SAMPLES.longest);
  });

  it("R-VAL-CONTACT-13: the payload email is lowercased", () => {
    expect(parsed({ email: "John.Doe@Example.COM" }).email).toBe("john.doe@example.com");
  });

  it("R-VAL-CONTACT-14: disposable domains are rejected", () => {
    expectEachOnly("email", EMAIL_SAMPLES.disposable, "Disposable email addresses are not allowed");
  });

  it("R-VAL-CONTACT-15: dot problems give exactly 'Invalid email format'", () => {
    expectEachOnly("email", EMAIL_SAMPLES.badDots, "Invalid email format");
  });

  it("R-VAL-CONTACT-16: a valid form with an empty phone has no phone error", () => {
    expect(parsed({ phone: "" }).phone).toBeUndefined();
    const { phone: _omitted, ...withoutPhone } = valid;
    expect(contactFormSchema.safeParse(withoutPhone).success).toBe(true);
  });

  it("R-VAL-CONTACT-17: the accepted phone samples pass and are sent normalised", () => {
    expectNoErrors("phone", PHONE_SAMPLES.valid);
    expect(parsed({ phone: "+971 50 123 4567" }).phone).toBe("+971501234567");
  });

  it("UAE numbers typed the local way are accepted and stored in the +971 form (R-VAL-CONTACT-17)", () => {
    for (const [typed, stored] of [
      ["050 123 4567", "+971501234567"],
      ["0501234567", "+971501234567"],
      ["00971 50 123 4567", "+971501234567"],
      ["+971 050 123 4567", "+971501234567"],
      ["04 123 4567", "+97141234567"],
      ["(02) 123-4567", "+97121234567"],
    ]) {
      expectNoError("phone", typed!);
      expect(parsed({ phone: typed! }).phone).toBe(stored);
    }
  });

  it("R-VAL-CONTACT-18: the rejected phone samples give the contact phone message", () => {
    expectEachOnly("phone", PHONE_SAMPLES.invalid, "Please enter a valid international phone number (+country code)");
  });
});

describe("contactFormSchema: subject", () => {
  it("R-VAL-CONTACT-21: HTML tags, javascript: URLs, handlers and eval/expression calls are prohibited", () => {
    expectEachOnly(
      "subject",
      ["<b>Hello</b>", "javascript:alert(1)", "Hi onmouseover=alert(1)", "eval(x)", "expression(alert)"],
      "Subject contains prohibited content",
    );
  });

  it("R-VAL-CONTACT-22: the plain words eval and expression, and a lone '<', are allowed", () => {
    expectNoErrors("subject", ["Evaluation of my policy", "Expression of interest", "Price under 500 AED"]);
  });

  it("R-OPEN-25: 'Price < 500 > 300' is accepted; '<b>', 'onClick = x', 'JavaScript :x' and 'eval (1)' are rejected", () => {
    expectNoError("subject", "Price < 500 > 300");
    expectEachOnly(
      "subject",
      ["<b>", "onClick = x", "JavaScript :x", "eval (1)"],
      "Subject contains prohibited content",
    );
  });

  it("R-OPEN-21: an over-long prohibited subject gives the length message", () => {
    expectOnly("subject", `<b>${"s".repeat(200)}</b>`, "Subject must be less than 200 characters");
  });

  it("R-OPEN-22: the subject is sent trimmed", () => {
    expect(parsed({ subject: "  Renewal question  " }).subject).toBe("Renewal question");
  });
});

describe("contactFormSchema: message", () => {
  it("R-VAL-CONTACT-23: 'Too short' (9) and an empty message give the minimum message; 'Hello team' (10) passes", () => {
    expectEachOnly("message", ["Too short", ""], "Message must be at least 10 characters");
    expectNoError("message", "Hello team");
  });

  it("R-OPEN-22: '   Hi   ' counts as 2 characters after trimming", () => {
    expectEachOnly("message", ["   Hi   ", `   ${"x".repeat(9)}   `], "Message must be at least 10 characters");
  });

  it("R-VAL-CONTACT-24: 2001 characters give the length message; 2000 give no error", () => {
    expectLengthLimit("message", "m", 2000, "Message must be less than 2000 characters");
  });

  it("R-VAL-CONTACT-25: script/iframe tags, javascript: URLs, handlers and eval/expression calls are prohibited", () => {
    expectEachOnly(
      "message",
      [
        "<script>alert(1)</script> hello",
        "<iframe src=x></iframe> hello there",
        "see javascript:alert(1) now",
        "<a onclick=alert(1)>click here</a>",
        "please eval(code) now",
        "css expression(alert) x",
      ],
      "Message contains prohibited content",
    );
  });

  it("R-VAL-CONTACT-26: other HTML tags are allowed in the message", () => {
    expectNoError("message", "<b>Please call me back</b>");
  });

  it("R-OPEN-21: a short prohibited message gives the minimum message", () => {
    expectOnly("message", "eval(x)", "Message must be at least 10 characters");
  });

  it("R-OPEN-22: the message is sent trimmed", () => {
    expect(parsed({ message: "\n  How is the cashback paid?  \n" }).message).toBe("How is the cashback paid?");
  });
});

describe("contactFormSchema: the whole form", () => {
  it("R-ENT-01: a valid form gives exactly the six fields, trimmed and normalised", () => {
    const result = contactFormSchema.parse({
      firstName: " Layla ",
      lastName: "Haddad ",
      email: " Layla.Haddad@Example.com ",
      phone: "+971 50 123 4567",
      subject: " Question about cashback ",
      message: " How is the cashback paid at renewal? ",
      extra: "dropped",
    });
    expect(result).toEqual({
      firstName: "Layla",
      lastName: "Haddad",
      email: "layla.haddad@example.com",
      phone: "+971501234567",
      subject: "Question about cashback",
      message: "How is the cashback paid at renewal?",
    });
  });

  it("R-VAL-CONTACT-27: every failing field reports its own single message at once", () => {
    // Each field's bad value beside the one message it must give, in the form's order.
    const failures: [field: Field, value: string, message: string][] = [
      ["firstName", "", "First name is required"],
      ["lastName", "Sm1th", "Last name contains invalid characters"],
      ["email", "john..doe@example.com", "Invalid email format"],
      ["phone", "0123456789", "Please enter a valid international phone number (+country code)"],
      ["subject", "<b>Hi</b>", "Subject contains prohibited content"],
      ["message", "Too short", "Message must be at least 10 characters"],
    ];
    const result = contactFormSchema.safeParse(Object.fromEntries(failures.map(([field, value]) => [field, value])));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join("."), englishMessage(issue.message)])).toEqual(
      failures.map(([field, , message]) => [field, message]),
    );
  });
});

describe("contactSubmitSchema and contactSubmitPayloadSchema (R-OPEN-02, R-OPEN-04)", () => {
  const security = { csrfToken: "nonce.mac", timestamp: 1_750_000_000_000 };

  it("R-OPEN-02: the payload is the six fields plus csrfToken and timestamp", () => {
    const body = { ...valid, phone: "+971 50 123 4567", ...security };
    expect(contactSubmitPayloadSchema.parse(body)).toEqual({ ...valid, phone: "+971501234567", ...security });
    expect(contactSubmitSchema.parse({ ...body, extra: 1 })).toEqual({ ...valid, phone: "+971501234567", ...security });
  });

  it("R-OPEN-04: the server payload refuses unknown keys", () => {
    const result = contactSubmitPayloadSchema.safeParse({ ...valid, ...security, admin: true });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.code).toBe("unrecognized_keys");
  });

  it("R-OPEN-04: the server repeats the field rules and the security form", () => {
    const long = contactSubmitPayloadSchema.safeParse({ ...valid, ...security, message: "a".repeat(2001) });
    expect(long.error!.issues.map((issue) => [issue.path[0], englishMessage(issue.message)])).toEqual([
      ["message", "Message must be less than 2000 characters"],
    ]);
    const noToken = contactSubmitPayloadSchema.safeParse({ ...valid, timestamp: security.timestamp });
    expect(noToken.error!.issues.map((issue) => [issue.path[0], englishMessage(issue.message)])).toEqual([
      ["csrfToken", "CSRF token is required"],
    ]);
    const badTime = contactSubmitPayloadSchema.safeParse({ ...valid, csrfToken: "t", timestamp: 1.5 });
    expect(badTime.error!.issues.map((issue) => [issue.path[0], englishMessage(issue.message)])).toEqual([
      ["timestamp", "Invalid timestamp"],
    ]);
  });

  it("R-ENT-05: optional attribution is kept; unknown or bad attribution values are dropped, never failing the enquiry", () => {
    const attribution = {
      utm_source: "google",
      gclid: "abc",
      first_visit: 1,
      last_updated: 2,
      experiment_id: "exp-1",
      is_control: false,
    };
    expect(contactSubmitPayloadSchema.parse({ ...valid, ...security, attribution }).attribution).toEqual(attribution);
    const messy = contactSubmitPayloadSchema.parse({
      ...valid,
      ...security,
      attribution: { utm_source: "google", utm_medium: "x".repeat(501), foo: "bar", is_control: "yes" },
    });
    expect(messy.attribution).toEqual({ utm_source: "google" });
    expect(
      contactSubmitPayloadSchema.parse({ ...valid, ...security, attribution: "nope" }).attribution,
    ).toBeUndefined();
    expect(contactSubmitPayloadSchema.parse({ ...valid, ...security, attribution: {} }).attribution).toBeUndefined();
  });
});
