/**
 * Hostile input against every shared schema of core/schemas (R-VAL-*): no
 * input makes a schema throw, and whatever a schema accepts keeps those
 * rules — the server stores exactly what these schemas output.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONTACT_LIMITS, NEWSLETTER } from "../../core/constants";
import { LOCALES } from "../../core/locales";
import {
  EMAIL_SHAPE,
  NAME_CHARS,
  PROHIBITED_NAME_WORDS,
  USER_AGENT_MAX,
  contactAttributionSchema,
  contactEmailSchema,
  contactFormSchema,
  contactPhoneSchema,
  contactSubmitPayloadSchema,
  contactSubmitSchema,
  csrfTokenSchema,
  emailOnlySchema,
  firstNameSchema,
  hasBadDots,
  hasProhibitedSubjectContent,
  hasScriptLikeContent,
  isDisposableEmail,
  lastNameSchema,
  messageSchema,
  newsletterEmailSchema,
  newsletterFormSchema,
  newsletterSignupSchema,
  securitySchema,
  subjectSchema,
  timestampSchema,
  validatePhone,
  waitlistSignupSchema,
} from "../../core/schemas";
import type { ZodType, output } from "zod";
import {
  INJECTIONS,
  contactFields,
  emailish,
  field,
  hostileString,
  hostileValue,
  payload,
  textish,
} from "../support/arbitraries";

const RUNS = 10_000;
const options = { numRuns: RUNS };

const SCHEMAS = {
  newsletterSignupSchema,
  newsletterFormSchema,
  newsletterEmailSchema,
  waitlistSignupSchema,
  emailOnlySchema,
  contactEmailSchema,
  contactFormSchema,
  contactSubmitSchema,
  contactSubmitPayloadSchema,
  contactAttributionSchema,
  contactPhoneSchema,
  firstNameSchema,
  lastNameSchema,
  subjectSchema,
  messageSchema,
  securitySchema,
  csrfTokenSchema,
  timestampSchema,
};

/** Invariants of an accepted e-mail (the server stores it as is). */
function expectStorableEmail(email: string, { shape }: { shape: boolean }) {
  expect(email).toBe(email.trim().toLowerCase());
  expect(email.length).toBeGreaterThan(0);
  expect(email.length).toBeLessThanOrEqual(CONTACT_LIMITS.emailMax);
  expect(hasBadDots(email)).toBe(false);
  expect(isDisposableEmail(email)).toBe(false);
  // eslint-disable-next-line no-control-regex -- finding NUL is the point
  expect(email).not.toMatch(/[\s<>"\\\u0000]/);
  if (shape) expect(email).toMatch(EMAIL_SHAPE);
}

/** Runs `check` on every generated body that `schema` accepts; more than one in a hundred must be accepted. */
function forEachAccepted<S extends ZodType>(
  bodies: fc.Arbitrary<Record<string, unknown>>,
  schema: S,
  check: (data: output<S>, body: Record<string, unknown>) => void,
) {
  let accepted = 0;
  fc.assert(
    fc.property(bodies, (body) => {
      const result = schema.safeParse(body);
      if (!result.success) return;
      accepted += 1;
      check(result.data, body);
    }),
    options,
  );
  expect(accepted).toBeGreaterThan(RUNS / 100);
}

function expectStorableName(name: string) {
  expect(name.length).toBeGreaterThan(0);
  expect(name.length).toBeLessThanOrEqual(CONTACT_LIMITS.nameMax);
  expect(name).toBe(name.trim());
  expect(name).toMatch(NAME_CHARS);
  expect(name).not.toMatch(PROHIBITED_NAME_WORDS);
}

describe("every shared schema", () => {
  it.each(Object.entries(SCHEMAS))("%s: no input makes it throw", (_name, schema) => {
    fc.assert(
      fc.property(
        fc.oneof(
          hostileValue,
          fc.anything({
            withBigInt: true,
            withDate: true,
            withMap: true,
            withSet: true,
            withTypedArray: true,
            withSparseArray: true,
            withNullPrototype: true,
            withBoxedValues: true,
            withUnicodeString: true,
          }),
        ),
        (input) => {
          const result = schema.safeParse(input);
          expect(typeof result.success).toBe("boolean");
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe("what the payload schemas accept", () => {
  const tokenFields = {
    csrfToken: field(fc.string({ maxLength: 60 })),
    timestamp: field(fc.integer({ min: -1, max: Number.MAX_SAFE_INTEGER })),
  };

  it("newsletter-signup: a stored e-mail keeps every rule, the source and the language are known, unknown keys are refused", () => {
    const bodies = payload({
      email: field(emailish),
      source: field(fc.constantFrom("footer", "popup", "footer", "popup", "header", "FOOTER")),
      userAgent: field(fc.string({ maxLength: 600 })),
      ...tokenFields,
      language: fc.option(field(fc.constantFrom("en", "ar", "ar", "fr", "AR", "ar-AE")), { nil: undefined }),
    });
    forEachAccepted(bodies, newsletterSignupSchema, (data, body) => {
      const keys = Object.keys(body).filter((key) => key !== "language");
      expect(keys.sort()).toEqual(["csrfToken", "email", "source", "timestamp", "userAgent"]);
      // R-FOLLOW-16: one of the editions, and English when the body does not say.
      expect(LOCALES).toContain(data.language);
      expect(data.language).toBe(body.language ?? "en");
      expectStorableEmail(data.email, { shape: true });
      expect(data.email.length).toBeLessThanOrEqual(NEWSLETTER.emailMax);
      expect(hasScriptLikeContent(data.email)).toBe(false);
      expect(["footer", "popup"]).toContain(data.source);
      expect(data.userAgent.length).toBeLessThanOrEqual(USER_AGENT_MAX);
      expect(data.csrfToken.trim().length).toBeGreaterThan(0);
      expect(Number.isSafeInteger(data.timestamp) && data.timestamp > 0).toBe(true);
      // What is stored parses again to itself.
      expect(newsletterSignupSchema.parse(data)).toEqual(data);
    });
  });

  it("android-waitlist-signup: only {email}, and a stored e-mail keeps every rule", () => {
    forEachAccepted(payload({ email: field(emailish) }), waitlistSignupSchema, (data, body) => {
      expect(Object.keys(body)).toEqual(["email"]);
      expectStorableEmail(data.email, { shape: true });
      expect(waitlistSignupSchema.parse(data)).toEqual(data);
    });
  });

  it("contact-submit: every stored field keeps its rules; unknown keys are refused by the server's schema", () => {
    const bodies = payload({
      ...contactFields,
      message: field(textish(5, 2100)),
      ...tokenFields,
      attribution: fc.option(
        fc.oneof(
          fc.record(
            {
              utm_source: hostileValue,
              gclid: hostileValue,
              is_control: hostileValue,
              first_visit: hostileValue,
              other: hostileValue,
            },
            { requiredKeys: [] },
          ),
          hostileValue,
        ),
        { nil: undefined },
      ),
    });
    forEachAccepted(bodies, contactSubmitPayloadSchema, (data, body) => {
      // What the strict server schema accepts, the lenient one accepts too.
      expect(contactSubmitSchema.safeParse(body).success).toBe(true);
      const known = [
        "firstName",
        "lastName",
        "email",
        "phone",
        "subject",
        "message",
        "csrfToken",
        "timestamp",
        "attribution",
      ];
      expect(Object.keys(body).every((key) => known.includes(key))).toBe(true);
      expectStorableName(data.firstName);
      expectStorableName(data.lastName);
      expectStorableEmail(data.email, { shape: false });
      if (data.phone !== undefined) {
        expect(data.phone).toMatch(/^\+[1-9]\d+$/);
        expect(data.phone.length).toBeGreaterThanOrEqual(CONTACT_LIMITS.phoneMin);
        expect(data.phone.length).toBeLessThanOrEqual(CONTACT_LIMITS.phoneMax);
        expect(validatePhone(data.phone)).toEqual({ valid: true });
      }
      expect(data.subject.length).toBeGreaterThan(0);
      expect(data.subject.length).toBeLessThanOrEqual(CONTACT_LIMITS.subjectMax);
      expect(hasProhibitedSubjectContent(data.subject)).toBe(false);
      expect(data.message.length).toBeGreaterThanOrEqual(CONTACT_LIMITS.messageMin);
      expect(data.message.length).toBeLessThanOrEqual(CONTACT_LIMITS.messageMax);
      expect(hasScriptLikeContent(data.message)).toBe(false);
      if (data.attribution !== undefined) {
        for (const [key, value] of Object.entries(data.attribution)) {
          expect(key).not.toBe("other");
          expect(["string", "number", "boolean"]).toContain(typeof value);
        }
      }
      const { csrfToken: _token, timestamp: _timestamp, attribution, ...form } = data;
      expect(contactFormSchema.parse(form)).toEqual(form);
      expect(contactAttributionSchema.parse(attribution)).toEqual(attribution);
    });
  });
});

describe("what the schemas must refuse", () => {
  // Each rule of R-VAL-*, with the payloads it names; "< script" (a space after "<")
  // is no HTML tag for the subject rule, but the message and e-mail rules catch it.
  const surround = (attacks: readonly string[]) =>
    fc
      .tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...attacks), fc.string({ maxLength: 20 }))
      .map(([before, attack, after]) => `${before} ${attack} ${after}`);
  const SCRIPT_LIKE = INJECTIONS.slice(0, 11);
  const SUBJECT_ATTACKS = SCRIPT_LIKE.filter(
    (attack) => !attack.startsWith("< script") && attack !== "vbscript:msgbox",
  );

  it("script-like content in a message, the subject, a name or an e-mail is refused", () => {
    fc.assert(
      fc.property(
        surround(SCRIPT_LIKE),
        surround(SUBJECT_ATTACKS),
        fc.constantFrom(...SCRIPT_LIKE),
        (text, subject, attack) => {
          expect(messageSchema.safeParse(`${text} and enough words to pass the minimum`).success).toBe(false);
          expect(subjectSchema.safeParse(subject).success).toBe(false);
          expect(firstNameSchema.safeParse(text).success).toBe(false);
          expect(lastNameSchema.safeParse(`Al ${attack}`).success).toBe(false);
          for (const schema of [newsletterEmailSchema, emailOnlySchema, contactEmailSchema]) {
            expect(schema.safeParse(`${attack}@example.com`).success).toBe(false);
          }
        },
      ),
      options,
    );
  });

  it("values over their limits are refused, whatever they contain", () => {
    fc.assert(
      fc.property(hostileString, fc.string({ minLength: 1, maxLength: 3 }), (text, unit) => {
        const long = (length: number) => (unit.repeat(length) + text).slice(0, length + text.length);
        expect(firstNameSchema.safeParse(`A${"a".repeat(CONTACT_LIMITS.nameMax)}`).success).toBe(false);
        expect(subjectSchema.safeParse(`x${long(CONTACT_LIMITS.subjectMax)}`.replace(/\s/g, "y")).success).toBe(false);
        expect(messageSchema.safeParse(`x${long(CONTACT_LIMITS.messageMax)}`.replace(/\s/g, "y")).success).toBe(false);
        expect(newsletterEmailSchema.safeParse(`${"a".repeat(NEWSLETTER.emailMax)}${text}@example.com`).success).toBe(
          false,
        );
        expect(newsletterSignupSchema.shape.userAgent.safeParse(`${"u".repeat(USER_AGENT_MAX)}${unit}`).success).toBe(
          false,
        );
      }),
      { numRuns: 2_000 },
    );
  });

  it("a timestamp that is not a positive safe integer, and an empty token, are refused", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ noInteger: true }),
          fc.integer({ max: 0 }),
          fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, Infinity, NaN),
          hostileString,
        ),
        fc.constantFrom("", " ", "\t\n"),
        (timestamp, token) => {
          expect(timestampSchema.safeParse(timestamp).success).toBe(false);
          expect(csrfTokenSchema.safeParse(token).success).toBe(false);
        },
      ),
      options,
    );
  });
});
