/** The build-freshness rule of `npm start`, the browser and resilience tests and the bench. */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BUILD_OUTPUTS, buildStaleness } from "./ensure-build.mjs";

describe("buildStaleness", () => {
  let root: string;
  const write = (path: string, secondsAgo: number) => {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, path);
    const time = Date.now() / 1000 - secondsAgo;
    utimesSync(file, time, time);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "drivebee-freshness-"));
    vi.stubEnv("REBUILD", "");
    write("package.json", 300);
    write("app/root.tsx", 300);
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
    vi.unstubAllEnvs();
  });

  it("asks for a build when an output is missing", () => {
    write(BUILD_OUTPUTS[0]!, 60);
    expect(buildStaleness(root)).toBe("build/ is missing");
  });

  it("is content with outputs newer than every source, and ignores tests", () => {
    for (const output of BUILD_OUTPUTS) write(output, 60);
    write("server/app.test.ts", 0);
    expect(buildStaleness(root)).toBeNull();
  });

  it("names the first source newer than the oldest output", () => {
    for (const output of BUILD_OUTPUTS) write(output, 60);
    write("server/app.ts", 0);
    expect(buildStaleness(root)).toBe("server changed since the last build");
    write("app/root.tsx", 0);
    expect(buildStaleness(root)).toBe("app changed since the last build");
  });

  it("always builds under REBUILD=1", () => {
    for (const output of BUILD_OUTPUTS) write(output, 60);
    vi.stubEnv("REBUILD", "1");
    expect(buildStaleness(root)).toBe("REBUILD=1");
  });
});
