import { describe, expect, it } from "vitest";
import { unstorablePath } from "@/lib/validation/json";
import {
  isAcceptableLine,
  isAcceptableText,
  isStorable,
  longTextString,
  singleLineString,
  visible,
} from "@/lib/validation/text";

const nul = "\u0000";
const loneHigh = "\ud83d";
const loneLow = "\ude00";
const rlo = "\u202e";

describe("single-line fields (names, addresses, companies, roles)", () => {
  it.each([
    ["NUL", `a${nul}b`],
    ["BEL", "a\u0007b"],
    ["ESC", "a\u001b[31mb"],
    ["tab", "a\tb"],
    ["line feed", "a\nb"],
    ["carriage return", "a\rb"],
    ["DEL", "a\u007fb"],
    ["C1 CSI", "a\u009bb"],
    ["line separator", "a\u2028b"],
    ["right-to-left override", `moc.elpmaxe@${rlo}evil`],
    ["left-to-right embedding", "a\u202ab"],
    ["first strong isolate", "a\u2068b"],
    ["pop directional isolate", "a\u2069b"],
    ["lone high surrogate", `a${loneHigh}b`],
    ["lone high surrogate at the end", `ab${loneHigh}`],
    ["lone low surrogate", `a${loneLow}b`],
    ["lone low surrogate first", `${loneLow}ab`],
    ["two low surrogates after a high one", `\ud83d\ude00${loneLow}`],
    ["the replacement character a lone surrogate becomes", "a\ufffd@nexora.example"],
  ])("refuses %s", (_, value) => {
    expect(isAcceptableLine(value)).toBe(false);
  });

  it.each([
    "Priya Deshmukh",
    "José Ñúñez",
    "प्रिया देशमुख",
    "محمد\u200f علي",
    "שרה כהן\u200e (Tel Aviv)\u061c",
    "Zoë 😀 O'Brien",
    "a@nexora.example",
    "Kulkarni Agro (P) Ltd.",
  ])("accepts %s", (value) => {
    expect(isAcceptableLine(value)).toBe(true);
  });
});

describe("long text (messages)", () => {
  it("keeps tab, line feed and carriage return, and the bidi marks of mixed-script prose", () => {
    expect(isAcceptableText("Line one\r\nLine two\n\tindented")).toBe(true);
    expect(isAcceptableText("The order שלום\u200f (2) and مرحبا\u061c 3\u200e, 😀 (pasted \ufffd)")).toBe(true);
  });

  it.each([
    ["NUL", `a${nul}b`],
    ["BEL", "a\u0007b"],
    ["ESC", "a\u001bb"],
    ["vertical tab", "a\u000bb"],
    ["DEL", "a\u007fb"],
    ["C1 CSI", "a\u009bb"],
    ["a lone surrogate", `a${loneLow}`],
    ["right-to-left override", `Approved. Pay to account ${rlo}4321 0987`],
    ["left-to-right override", "a\u202db"],
    ["left-to-right embedding", "a\u202ab"],
    ["right-to-left embedding", "a\u202bb"],
    ["pop directional formatting", "a\u202cb"],
    ["left-to-right isolate", "a\u2066b"],
    ["right-to-left isolate", "a\u2067b"],
    ["first strong isolate", "a\u2068b"],
    ["pop directional isolate", "a\u2069b"],
  ])("refuses %s", (_, value) => {
    expect(isAcceptableText(value)).toBe(false);
  });
});

describe("what no database can store", () => {
  it("is NUL and lone surrogates, nothing else", () => {
    expect(isStorable(`a${nul}`)).toBe(false);
    expect(isStorable(loneHigh)).toBe(false);
    expect(isStorable("\u001b\u0007\u202e😀")).toBe(true);
  });
});

describe("zod helpers", () => {
  const name = singleLineString("Full name", "Full name is required.")
    .trim()
    .min(2, "Name must be at least 2 characters.");
  const message = longTextString("Message").trim().min(10, "Message must be at least 10 characters.");

  it("refuse with a sentence naming the field, ahead of the length rules", () => {
    expect(name.safeParse(nul).error?.issues.map((i) => i.message)).toEqual([
      "Full name contains characters we cannot accept.",
    ]);
    expect(message.safeParse(`short${nul}`).error?.issues.map((i) => i.message)).toEqual([
      "Message contains characters we cannot accept.",
    ]);
    expect(message.safeParse(`A long enough ${rlo}message`).error?.issues.map((i) => i.message)).toEqual([
      "Message contains characters we cannot accept.",
    ]);
  });

  it("keep the type message and the chained checks", () => {
    expect(name.safeParse(42).error?.issues[0]?.message).toBe("Full name is required.");
    expect(name.safeParse(" A ").error?.issues[0]?.message).toBe("Name must be at least 2 characters.");
    expect(name.parse("  Asha Kulkarni ")).toBe("Asha Kulkarni");
    expect(message.parse("Two lines\nof a message.")).toBe("Two lines\nof a message.");
  });
});

describe("visible", () => {
  it("spells out controls, bidi characters and lone surrogates, and leaves the rest alone", () => {
    expect(visible("\u001b[2J\u0007")).toBe("\\u{1b}[2J\\u{7}");
    expect(visible(`evil${rlo}gpj.exe`)).toBe("evil\\u{202e}gpj.exe");
    expect(visible(`a${loneHigh}b${loneLow}`)).toBe("a\\u{d83d}b\\u{de00}");
    expect(visible("\u001b\ude00")).toBe("\\u{1b}\\u{de00}");
    expect(visible("line\nbreak\u009b")).toBe("line\\u{a}break\\u{9b}");
    expect(visible("Priya 😀 देशमुख")).toBe("Priya 😀 देशमुख");
  });
});

describe("unstorablePath", () => {
  const check = (text: string) => unstorablePath(text, JSON.parse(text));

  it("names the path of a value, however deep", () => {
    expect(check(String.raw`{"email":"a\u0000b"}`)).toBe("email");
    expect(check(String.raw`{"a":{"list":[1,"ok","\ud800"]}}`)).toBe("a.list[2]");
    expect(check(String.raw`"\u0000"`)).toBe("body");
    expect(check(String.raw`{"ok":"fine","x":{"y":"\u0000","z":"\u0000"}}`)).toBe("x.y");
  });

  it("names a key that holds the character, spelled out", () => {
    expect(check(String.raw`{"bad\u0000key":1}`)).toBe('"bad\\u{0}key"');
    expect(check(String.raw`{"a":{"\udfff":1}}`)).toBe('a."\\u{dfff}"');
  });

  it("finds a repeated key whose earlier value JSON.parse dropped", () => {
    expect(check(String.raw`{"email":"a\u0000@x.co","email":"a@x.co"}`)).toBe("email");
    expect(check(String.raw`{"a":["\u0000"],"a":1}`)).toBe("body");
  });

  it("passes escaped but storable text, pairs and other controls (the schemas judge those)", () => {
    expect(check(String.raw`{"a":"\ud83d\ude00 \u001b \u202e \\u0000 \"q\""}`)).toBeNull();
  });

  it("walks deep nesting without running out of stack", () => {
    const depth = 20_000;
    const text = `${"[".repeat(depth)}"\\u0000"${"]".repeat(depth)}`;
    expect(check(text)).toMatch(/^(\[0\]){20000}$/);
  });

  it("reads __proto__ and constructor keys as data without touching any prototype", () => {
    const text = String.raw`{"__proto__":{"polluted":"\u0000"},"constructor":{"prototype":{"polluted":true}}}`;
    expect(check(text)).toBe("__proto__.polluted");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
