import { describe, expect, it } from "vitest";
import { jsonScriptTag } from "./json-script.server";

describe("jsonScriptTag", () => {
  it("no value can close the script element, and the line separators are escaped", () => {
    const value = { text: "</script><script>alert(1)</script>", lines: "a\u2028b\u2029c" };
    const tag = jsonScriptTag("runtime-config", value);
    expect(tag.startsWith('<script type="application/json" id="runtime-config">')).toBe(true);
    const body = tag.slice(tag.indexOf(">") + 1, tag.lastIndexOf("</script>"));
    expect(body).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(body)).toEqual(value);
  });
});
