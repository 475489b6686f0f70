/** The chrome's catalogues (R-EDITION-12): English as the specification and site.config say it, Arabic in Arabic. */
import { describe, expect, it } from "vitest";
import { brokerStatement } from "@site-config";
import { SAMPLE_BROKER as broker } from "../../../tests/support/samples";
import { ar } from "./ar";
import { en } from "./en";

type Leaf = string | ((...values: never[]) => string);

function texts(tree: object, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]: [string, unknown]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "object" && value !== null) return texts(value, path);
    const leaf = value as Leaf;
    const text = typeof leaf === "function" ? (leaf as (...values: unknown[]) => string)(7, "Sample", "X-1") : leaf;
    return [[path, text]];
  });
}

describe("the chrome's words (R-EDITION-12)", () => {
  it("R-EDITION-12: the English broker statement is site.config's sentence", () => {
    expect(en.chrome.brokerStatement(broker.name, broker.licenceAuthority, broker.licenceNumber)).toBe(
      brokerStatement(broker),
    );
    expect(ar.chrome.brokerStatement(broker.name, broker.licenceAuthority, broker.licenceNumber)).toContain(
      "مصرف الإمارات العربية المتحدة المركزي",
    );
  });

  it("R-EDITION-12: every Arabic chrome text is Arabic, with Western digits only", () => {
    // An address placeholder and "© year DriveBee." are the same in both.
    const latinOnly = new Set(["chrome.waitlist.placeholder", "chrome.footer.copyright"]);
    for (const [path, text] of texts(ar.chrome, "chrome")) {
      expect(text, path).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
      if (!latinOnly.has(path)) expect(text, path).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("R-EDITION-06: the Arabic plurals of minutes read as Arabic counts", () => {
    expect(ar.chrome.contact.rateLimited(1)).toContain("دقيقة واحدة");
    expect(ar.chrome.contact.rateLimited(2)).toContain("دقيقتين");
    expect(ar.chrome.contact.rateLimited(5)).toContain("5 دقائق");
    expect(ar.chrome.newsletter.rateLimited(15)).toContain("15 دقيقة");
    expect(en.chrome.contact.rateLimited(5)).toBe("Too many attempts. Please try again in 5 minutes.");
  });
});
