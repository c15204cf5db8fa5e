import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { addCompileHints, compileHint } from "@/lib/build/compile-hints";

let distDir: string;

async function write(file: string, text: string) {
  await mkdir(path.dirname(path.join(distDir, file)), { recursive: true });
  await writeFile(path.join(distDir, file), text);
}

const read = (file: string) => readFile(path.join(distDir, file), "utf8");

beforeEach(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), "compile-hints-"));
});

describe("addCompileHints", () => {
  it("marks the start-up scripts of the build manifest and leaves every other chunk alone", async () => {
    await write(
      "build-manifest.json",
      JSON.stringify({ rootMainFiles: ["static/chunks/react.js", "static/chunks/runtime.js"] }),
    );
    await write("static/chunks/react.js", "push([1,(e)=>{}]);");
    await write("static/chunks/runtime.js", "let a=1;");
    await write("static/chunks/page.js", "push([2,(e)=>{}]);");

    expect(await addCompileHints(distDir)).toEqual(["static/chunks/react.js", "static/chunks/runtime.js"]);
    // V8 reads the hint from the script's first line.
    expect(await read("static/chunks/react.js")).toBe("//# allFunctionsCalledOnLoad\npush([1,(e)=>{}]);");
    expect(await read("static/chunks/runtime.js")).toBe(`${compileHint}let a=1;`);
    expect(await read("static/chunks/page.js")).toBe("push([2,(e)=>{}]);");
  });

  it("is idempotent: a second run changes nothing", async () => {
    await write(
      "build-manifest.json",
      JSON.stringify({ rootMainFiles: ["static/chunks/react.js", "static/css/app.css"] }),
    );
    await write("static/chunks/react.js", "x();");
    await write("static/css/app.css", "a{}");

    await addCompileHints(distDir);
    expect(await addCompileHints(distDir)).toEqual([]);
    expect(await read("static/chunks/react.js")).toBe(`${compileHint}x();`);
    expect(await read("static/css/app.css")).toBe("a{}");
  });

  it("fails the build with a clear message when the manifest lists no start-up scripts", async () => {
    await write("build-manifest.json", JSON.stringify({ pages: {} }));
    await expect(addCompileHints(distDir)).rejects.toThrow(/lists no rootMainFiles/);
  });
});
