/**
 * The content module: the articles are the files in content/blog, the front matter is checked
 * by one schema, and no placeholder survives into what the routes and generators read.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { postSlugs, readPage, readPost, readPosts } from "./content.server";
import { PAGE_IDS, pages, type PageInfo } from "./pages";

function contentDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "content-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const post = (front: string) => `---\n${front}\n---\n\nBody with up to {{maxCashback}} cashback.\n`;
const GOOD = [
  'title: "A title about {{product}}"',
  'description: "Up to {{maxCashback}} back"',
  'date: "2026-03-01"',
  'author: "Editorial Team"',
  'image: "/images/blog/a.svg"',
  'imageAlt: "An illustration"',
  'tags: ["insurance", "cashback"]',
].join("\n");

describe("articles come from the content folder", () => {
  it("a Markdown file in blog/ is an article and nothing else is; slugs are sorted", () => {
    const dir = contentDir({ "blog/b.md": post(GOOD), "blog/a.md": post(GOOD), "blog/notes.txt": "not an article" });
    expect(postSlugs(dir)).toEqual(["a", "b"]);
  });

  it("front matter and body come back with every placeholder filled", () => {
    const { data, body } = readPost("a", contentDir({ "blog/a.md": post(GOOD) }));
    expect(data).toMatchObject({ slug: "a", title: "A title about DriveBee", description: "Up to 25% back" });
    expect(body).toContain("up to 25% cashback");
    expect(JSON.stringify(data) + body).not.toContain("{{");
  });

  it("a missing field, an unknown field or a date not written YYYY-MM-DD fails the build, naming the file", () => {
    const cases = [
      GOOD.replace(/^title:.*\n/m, ""),
      `${GOOD}\nsubtitle: "typo of a field"`,
      GOOD.replace('"2026-03-01"', '"1 March 2026"'),
      GOOD.replace('["insurance", "cashback"]', "[]"),
    ];
    for (const front of cases) {
      expect(() => readPost("a", contentDir({ "blog/a.md": post(front) }))).toThrow(/blog\/a\.md/);
    }
  });

  it("an unknown placeholder fails the build instead of reaching a reader", () => {
    const dir = contentDir({ "blog/a.md": post(GOOD.replace("{{product}}", "{{nothing}}")) });
    expect(() => readPost("a", dir)).toThrow(/Unknown content placeholder \{\{nothing\}\}/);
  });

  it("articles are listed newest first", () => {
    const dir = contentDir({
      "blog/old.md": post(GOOD),
      "blog/new.md": post(GOOD.replace("2026-03-01", "2026-04-01")),
    });
    expect(readPosts(dir).map((entry) => entry.data.slug)).toEqual(["new", "old"]);
  });
});

describe("pages in the registry and their files", () => {
  const markdownIds = PAGE_IDS.filter((id) => (pages[id] as PageInfo).markdown);

  it("every Markdown page has its file, dates itself only if it is legal text, and carries no title of its own", () => {
    expect(markdownIds.length).toBeGreaterThan(0);
    for (const id of markdownIds) {
      const { data, body } = readPage(id);
      expect(body, id).not.toContain("{{");
      expect(Boolean(data.lastUpdated), id).toBe(Boolean((pages[id] as PageInfo).legal));
    }
  });

  it("a page file that names its own title is refused: the registry owns it", () => {
    const dir = contentDir({ "pages/about.md": '---\ntitle: "About"\n---\n\nText.\n' });
    expect(() => readPage("about", dir)).toThrow(/pages\/about\.md/);
  });
});
