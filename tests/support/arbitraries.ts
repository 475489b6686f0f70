/**
 * fast-check arbitraries for hostile input: valid values, values that are
 * nearly valid, injection payloads, any Unicode (lone surrogates and NUL
 * included), wrong types, and anything at all.
 */
import fc from "fast-check";

export const INJECTIONS = [
  "<script>alert(1)</script>",
  "</SCRIPT>",
  "< script src=//x.example>",
  "<iframe src=javascript:alert(1)>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "JavaScript :void(0)",
  "onload=alert(1)",
  "onClick = x()",
  "eval(atob('YQ=='))",
  "expression(alert(1))",
  "vbscript:msgbox",
  "'; DROP TABLE newsletter_subscribers; --",
  '" OR 1=1 --',
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uDFFF\uD800",
  "\u202E\u2066",
  "\uFEFF",
  "{{maxCashback}}",
  "${process.exit()}",
  "../../etc/passwd",
  "%00",
  "__proto__",
  "constructor",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 👩‍👩‍👧‍👦",
  "e\u0301",
] as const;

const injection = fc.constantFrom(...INJECTIONS);

/** Strings a visitor, a bot or an attacker might send. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  injection,
  fc.tuple(fc.string({ maxLength: 12 }), injection, fc.string({ maxLength: 12 })).map((parts) => parts.join("")),
  fc
    .tuple(
      fc.string({ unit: "binary", maxLength: 5 }),
      fc.nat({ max: 2100 }),
      fc.constantFrom("a", "é", " ", "<", "\u0000", "@"),
    )
    .map(([start, length, unit]) => start + unit.repeat(length)),
);

/** A value of any type: hostile strings, numbers, nulls, arrays, objects, anything. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(-0)) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
);

const DOMAINS = ["example.com", "gmail.com", "drivebee.ae", "sub.example.co.uk", "mailinator.com", "x.io", "example"];

/** Mostly the given plausible strings, sometimes a hostile one. */
const orHostile = (...plausible: fc.WeightedArbitrary<string>[]): fc.Arbitrary<string> =>
  fc.oneof(...plausible, { weight: 1, arbitrary: hostileString });

/** Addresses that are valid, nearly valid (case, spaces, dots, disposable) or broken. */
export const emailish: fc.Arbitrary<string> = orHostile(
  {
    weight: 6,
    arbitrary: fc
      .tuple(fc.stringMatching(/^[a-z0-9][a-z0-9._%+-]{0,15}[a-z0-9]$/), fc.constantFrom(...DOMAINS))
      .map(([local, domain]) => `${local}@${domain}`),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.stringMatching(/^[A-Za-z0-9.'_+-]{1,20}$/),
        fc.constantFrom(...DOMAINS),
        fc.constantFrom("", " ", "\t", "\n"),
      )
      .map(([local, domain, pad]) => `${pad}${local}@${domain.toUpperCase()}${pad}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...DOMAINS))
      .map(([local, domain]) => `${local}@${domain}`),
  },
);

export const nameish: fc.Arbitrary<string> = orHostile(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      "Layla",
      "Zoë",
      "Łukasz",
      "محمد",
      "O'Neil",
      "Anne-Marie",
      "José María",
      "Evaldas",
      "D’Souza",
      "Ab",
    ),
  },
  { weight: 2, arbitrary: fc.stringMatching(/^[A-Za-z][A-Za-z' -]{0,55}$/) },
);

export const phoneish: fc.Arbitrary<string> = orHostile(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      "",
      "   ",
      "+971 50 123 4567",
      "+1 (415) 555-2671",
      "+971501234567",
      "0501234567",
      "+0123456789",
      "+12345678901234567",
    ),
  },
  { weight: 2, arbitrary: fc.stringMatching(/^\+?[0-9 ()-]{0,24}$/) },
);

export const textish = (min: number, max: number): fc.Arbitrary<string> =>
  orHostile(
    { weight: 6, arbitrary: fc.string({ minLength: min, maxLength: Math.min(max, 300) }) },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme", minLength: min, maxLength: Math.min(max, 300) }) },
  );

/** Each field: usually a plausible value, sometimes hostile, sometimes of another type, sometimes missing. */
export function field<T>(plausible: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 16, arbitrary: plausible },
    { weight: 1, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** An object with the given fields (undefined ones left out), sometimes with extra keys. */
export function payload(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(
      fc.record(fields),
      fc.oneof(
        { weight: 6, arbitrary: fc.constant({}) },
        { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 10 }), hostileValue, { maxKeys: 3 }) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            { admin: true },
            { status: "unsubscribed" },
            { id: "00000000-0000-0000-0000-000000000000" },
          ),
        },
      ),
    )
    .map(([values, extra]) => {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(values)) if (value !== undefined) out[key] = value;
      return { ...out, ...extra };
    });
}

/** The six fields of a contact enquiry (R-ENT-01), each as `field` makes it. */
export const contactFields = {
  firstName: field(nameish),
  lastName: field(nameish),
  email: field(emailish),
  phone: field(phoneish),
  subject: field(textish(1, 220)),
  message: field(textish(8, 2100)),
};

/**
 * A request body as sent: mostly the plausible JSON texts given, sometimes
 * binary junk, any JSON value, or one of the odd bodies given.
 */
export function rawBody(plausible: fc.WeightedArbitrary<string>[], odd: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    ...plausible,
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 200 }) },
    { weight: 1, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.constantFrom(...odd) },
  );
}
