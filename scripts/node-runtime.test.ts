/**
 * The Node the project runs on (R-RUN-01): the one package.json's `node`
 * dependency pins. Its install puts that Node in node_modules/.bin, which npm
 * puts first on PATH for every npm script, so these tests run on it whatever
 * Node the machine ships; on any other major they fail.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

type PackageJson = {
  engines: { node: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const pkg = JSON.parse(read("package.json")) as PackageJson;
const pinned = pkg.dependencies.node ?? "";
const major = (version: string) => Number(version.split(".")[0]);

describe("R-RUN-01: the Node every npm script runs on", () => {
  it("is pinned once, exactly, as a dependency (production's `npm start` needs it too)", () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(pkg.devDependencies.node).toBeUndefined();
  });

  it("runs this test: the runner's Node has the pinned major", () => {
    expect(major(process.versions.node), `running on Node ${process.versions.node}, pinned ${pinned}`).toBe(
      major(pinned),
    );
  });

  it("is the major that .nvmrc, @types/node and engines name", () => {
    expect(read(".nvmrc").trim()).toBe(String(major(pinned)));
    expect(major(pkg.devDependencies["@types/node"] ?? "")).toBe(major(pinned));
    // ">=24.11.0 <25": from a version of the pinned major up to the next major.
    const [, lowest, below] = /^>=(\d+)\.\d+\.\d+ <(\d+)$/.exec(pkg.engines.node) ?? [];
    expect(Number(lowest)).toBe(major(pinned));
    expect(Number(below)).toBe(major(pinned) + 1);
  });
});
