import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");
const CATALOGUE = "docs/requirements.md";

/** A cited id (`R-OPEN-02`), optionally followed by more numbers of its group: `/05`, `, 20` or a range `..08` (also `…08`, `–08`). */
const CITATION = /\b(R-[A-Z]+(?:-[A-Z]+)*)-(\d{2}[a-z]?)(?![A-Za-z0-9])((?:(?:\/|\.\.|…|–|, )\d{2}(?!\w))*)/g;
const CONTINUATION = /(\/|\.\.|…|–|, )(\d{2})/g;
/** A whole group (`R-STATE-AB-*`), which needs at least one id of that group. */
const GROUP_CITATION = /\b(R-[A-Z]+(?:-[A-Z]+)*)-\*/g;
/** One definition line of the catalogue: `- **R-<GROUP>-<NN>** — text`. */
const DEFINITION = /^- \*\*(R-[A-Z]+(?:-[A-Z]+)*-\d{2})\*\* — \S/;

type Citations = Map<string, Set<string>>;

function cite(citations: Citations, id: string, file: string): void {
  const files = citations.get(id) ?? new Set<string>();
  citations.set(id, files.add(file));
}

/** Every id one citation names, with ranges expanded: `R-CALL-05..08` gives 05, 06, 07 and 08. */
function expandCitation(group: string, first: string, rest: string): string[] {
  const numbers = [first];
  let previous = Number.parseInt(first, 10);
  for (const [, separator, digits] of rest.matchAll(CONTINUATION)) {
    const next = Number(digits);
    const start = separator === "/" || separator === ", " ? next : previous + 1;
    for (let n = start; n <= next; n++) numbers.push(String(n).padStart(2, "0"));
    previous = next;
  }
  return numbers.map((n) => `${group}-${n}`);
}

function trackedFiles(): string[] {
  // New files count before they are committed; deleted ones no longer do.
  const args = ["ls-files", "-z", "--cached", "--others", "--exclude-standard"];
  const out = execFileSync("git", args, { cwd: ROOT, encoding: "utf8" });
  const files = new Set(out.split("\0").filter((file) => file !== "" && file !== CATALOGUE));
  return [...files].filter((file) => existsSync(join(ROOT, file)));
}

function collectCitations(): { ids: Citations; groups: Citations } {
  const ids: Citations = new Map();
  const groups: Citations = new Map();
  for (const file of trackedFiles()) {
    const text = readFileSync(join(ROOT, file), "utf8");
    for (const [, group = "", first = "", rest = ""] of text.matchAll(CITATION)) {
      for (const id of expandCitation(group, first, rest)) cite(ids, id, file);
    }
    for (const [, group = ""] of text.matchAll(GROUP_CITATION)) cite(groups, group, file);
  }
  return { ids, groups };
}

function definedIds(): string[] {
  const lines = readFileSync(join(ROOT, CATALOGUE), "utf8").split("\n");
  return lines.flatMap((line) => DEFINITION.exec(line)?.[1] ?? []);
}

function report(missing: [string, Set<string>][]): string[] {
  return missing.map(([id, files]) => `${id} (cited in ${[...files].sort().join(", ")})`);
}

describe(`every requirement id the code cites is defined in ${CATALOGUE}`, () => {
  const defined = definedIds();
  const { ids, groups } = collectCitations();

  it("expands slashes, ranges and comma lists of one group", () => {
    expect(expandCitation("R-OPEN", "02", "..05, 20/38")).toEqual([
      "R-OPEN-02",
      "R-OPEN-03",
      "R-OPEN-04",
      "R-OPEN-05",
      "R-OPEN-20",
      "R-OPEN-38",
    ]);
    expect(expandCitation("R-CONST", "25", "–26…28")).toEqual(["R-CONST-25", "R-CONST-26", "R-CONST-27", "R-CONST-28"]);
  });

  it("finds the citations of the tree", () => {
    expect(ids.size).toBeGreaterThan(100);
  });

  it("defines every cited id", () => {
    const known = new Set(defined);
    const missing = [...ids].filter(([id]) => !known.has(id));
    expect(report(missing), "cited but not defined").toEqual([]);
  });

  it("defines at least one id of every group cited as a whole (R-<GROUP>-*)", () => {
    const missing = [...groups].filter(([group]) => !defined.some((id) => id.startsWith(`${group}-`)));
    expect(report(missing), "group cited but empty").toEqual([]);
  });

  it("defines each id once", () => {
    const twice = defined.filter((id, index) => defined.indexOf(id) !== index);
    expect(twice, "defined more than once").toEqual([]);
  });

  it("writes every line that starts like a definition in the definition format", () => {
    const text = readFileSync(join(ROOT, CATALOGUE), "utf8");
    const malformed = text.split("\n").filter((line) => /^\s*[-*]\s*\**R-[A-Z]/.test(line) && !DEFINITION.test(line));
    expect(malformed, "not `- **R-<GROUP>-<NN>** — text`").toEqual([]);
  });
});
