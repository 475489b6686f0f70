/**
 * The page Content-Security-Policy names an analytics vendor only when its
 * id is configured (GA_MEASUREMENT_ID, META_PIXEL_ID), with every host that
 * vendor's script needs, and sends violations to /api/csp-report. Built by
 * loadStaticSite from a page on disk, as the server does at start.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSP_REPORT_GROUP, CSP_REPORT_PATH, SECURITY_HEADERS } from "./security-headers.server";
import { answerFile } from "./static-response.server";
import { inlineScriptHashes, loadStaticSite, type RuntimeSettings } from "./static-site.server";

const GOOGLE_HOSTS = ["googletagmanager.com", "google-analytics.com", "analytics.google.com"];
const META_HOSTS = ["facebook.net", "facebook.com"];

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "drivebee-csp-"));
  writeFileSync(
    join(dir, "index.html"),
    "<!doctype html><html><head><script>window.x=1</script></head><body></body></html>",
  );
  writeFileSync(join(dir, "logo.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function pagePolicy(settings: Omit<RuntimeSettings, "publicApiKey">): Promise<Map<string, string[]>> {
  const site = await loadStaticSite(dir, { publicApiKey: "key", ...settings });
  const csp = site.lookup("/")!.file.csp!;
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );
}

/** Every source of every directive that mentions one of the hosts. */
function mentions(policy: Map<string, string[]>, hosts: string[]): string[] {
  return [...policy].flatMap(([directive, sources]) =>
    sources.filter((source) => hosts.some((host) => source.includes(host))).map((source) => `${directive} ${source}`),
  );
}

describe("the page CSP and the analytics vendors", () => {
  it("with neither GA_MEASUREMENT_ID nor META_PIXEL_ID, names neither vendor", async () => {
    const policy = await pagePolicy({});
    expect(mentions(policy, [...GOOGLE_HOSTS, ...META_HOSTS])).toEqual([]);
    expect(policy.get("script-src")![0]).toBe("'self'");
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:"]);
  });

  it("with only GA_MEASUREMENT_ID, allows Google's hosts gtag.js needs and nothing of Meta's", async () => {
    const policy = await pagePolicy({ gaMeasurementId: "G-TEST123" });
    expect(mentions(policy, META_HOSTS)).toEqual([]);
    // The script app/features/analytics.ts appends, and where gtag.js sends hits (fetch/beacon and image fallback).
    expect(policy.get("script-src")).toContain("https://www.googletagmanager.com");
    expect(policy.get("connect-src")).toEqual(
      expect.arrayContaining([
        "https://www.google-analytics.com",
        "https://*.google-analytics.com",
        "https://*.analytics.google.com",
        "https://www.googletagmanager.com",
      ]),
    );
    expect(policy.get("img-src")).toEqual(
      expect.arrayContaining([
        "https://www.google-analytics.com",
        "https://*.google-analytics.com",
        "https://www.googletagmanager.com",
      ]),
    );
  });

  it("with only META_PIXEL_ID, allows the pixel's hosts and nothing of Google's", async () => {
    const policy = await pagePolicy({ metaPixelId: "1234567890" });
    expect(mentions(policy, GOOGLE_HOSTS)).toEqual([]);
    expect(policy.get("script-src")).toContain("https://connect.facebook.net");
    expect(policy.get("connect-src")).toEqual(
      expect.arrayContaining(["https://www.facebook.com", "https://connect.facebook.net"]),
    );
    expect(policy.get("img-src")).toContain("https://www.facebook.com");
  });

  it("with both ids, allows both vendors, each host once", async () => {
    const both = await pagePolicy({
      gaMeasurementId: "G-TEST123",
      metaPixelId: "1234567890",
      apiDirectOrigin: "https://api.example.com",
    });
    const google = await pagePolicy({ gaMeasurementId: "G-TEST123" });
    const meta = await pagePolicy({ metaPixelId: "1234567890" });
    for (const directive of ["script-src", "connect-src", "img-src"]) {
      const sources = both.get(directive)!;
      expect(new Set(sources).size, directive).toBe(sources.length);
      expect(sources, directive).toEqual(expect.arrayContaining([...google.get(directive)!, ...meta.get(directive)!]));
    }
    expect(both.get("connect-src")).toContain("https://api.example.com");
  });
});

describe("CSP violation reporting", () => {
  it("every page policy reports to /api/csp-report (report-uri) and to the endpoint Reporting-Endpoints declares (report-to)", async () => {
    for (const settings of [{}, { gaMeasurementId: "G-TEST123", metaPixelId: "1234567890" }]) {
      const policy = await pagePolicy(settings);
      expect(policy.get("report-uri")).toEqual([CSP_REPORT_PATH]);
      expect(policy.get("report-to")).toEqual([CSP_REPORT_GROUP]);
    }
    expect(SECURITY_HEADERS["reporting-endpoints"]).toBe(`${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`);
  });
});

describe("pages with a hero, English or Arabic, get the experiments snapshot", () => {
  it("the English hero and the Arabic one (hero_ar) are marked; a page without a hero is not", async () => {
    const heroes = mkdtempSync(join(tmpdir(), "drivebee-heroes-"));
    try {
      const html = (body: string) => `<!doctype html><html><head></head><body>${body}</body></html>`;
      writeFileSync(join(heroes, "index.html"), html('<section data-ab-slot="hero"></section>'));
      mkdirSync(join(heroes, "ar"));
      writeFileSync(join(heroes, "ar", "index.html"), html('<section data-ab-slot="hero_ar"></section>'));
      mkdirSync(join(heroes, "faq"));
      writeFileSync(join(heroes, "faq", "index.html"), html("<h1>FAQ</h1>"));
      const site = await loadStaticSite(heroes, { publicApiKey: "key" });
      expect(site.lookup("/")!.file.experimentSlot).toBe(true);
      expect(site.lookup("/ar")!.file.experimentSlot).toBe(true);
      expect(site.lookup("/faq")!.file.experimentSlot).toBeUndefined();
    } finally {
      rmSync(heroes, { recursive: true, force: true });
    }
  });
});

describe("the choice pages fetched ahead (R-HTML-08)", () => {
  const RULES = '{"prefetch":[{"source":"list","urls":["/quote"],"eagerness":"immediate"}]}';

  it("a page's speculation rules are in its policy, as its scripts are; a JSON data block is not", () => {
    const page = `<script>window.x=1</script><script type="application/json">{"a":1}</script><script type="speculationrules">${RULES}</script>`;
    expect(inlineScriptHashes(page)).toEqual([
      ...inlineScriptHashes("<script>window.x=1</script>"),
      ...inlineScriptHashes(`<script>${RULES}</script>`),
    ]);
  });

  it("a prerendered page says its bytes never depend on its query (No-Vary-Search); a file that is not a page says nothing", async () => {
    const site = await loadStaticSite(dir, { publicApiKey: "key" });
    const request = { head: false, ifNoneMatch: undefined, acceptEncoding: "br" };
    expect(answerFile(site.lookup("/")!.file, 200, request).headers["no-vary-search"]).toBe("params");
    expect(answerFile(site.lookup("/logo.svg")!.file, 200, request).headers["no-vary-search"]).toBeUndefined();
  });
});
