// Finds NUL or a lone surrogate anywhere in a JSON request: in values, in keys, and in keys a repeat overwrote.
import { isStorable, visible } from "./text";

const identifier = /^[A-Za-z_$][\w$]*$/;

function step(path: string, key: string | number): string {
  if (typeof key === "number") return `${path}[${key}]`;
  const name = identifier.test(key) ? key : `"${visible(key)}"`;
  return path ? `${path}.${name}` : name;
}

/** The path of the first key or string in `value` that no database can store ("items[2].name"), or null. */
function pathIn(value: unknown): string | null {
  // An explicit stack: a 32 KB body can nest thousands deep, more than a recursive walk has stack for.
  const pending: { value: unknown; path: string }[] = [{ value, path: "" }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === "string") {
      if (!isStorable(current)) return path || "body";
    } else if (Array.isArray(current)) {
      // Pushed last to first, so the first offending item is the one named.
      for (let index = current.length - 1; index >= 0; index -= 1) {
        pending.push({ value: current[index], path: step(path, index) });
      }
    } else if (current !== null && typeof current === "object") {
      // Object.entries reads own properties only: a "__proto__" key from JSON.parse is data, not the prototype.
      const entries = Object.entries(current);
      const badKey = entries.find(([key]) => !isStorable(key));
      if (badKey) return step(path, badKey[0]);
      for (const [key, item] of entries.reverse()) pending.push({ value: item, path: step(path, key) });
    }
  }
  return null;
}

// Every string literal of a JSON text (keys included); only ones with a \u escape can hold NUL or a surrogate.
const stringLiteral = /"(?:[^"\\]|\\.)*"/g;
const keyBefore = /"((?:[^"\\]|\\.)*)"\s*:\s*$/;

/** The key before the first string literal in `text` that no database can store ("body" if none), or null. */
function keyInText(text: string): string | null {
  for (const match of text.matchAll(stringLiteral)) {
    if (!match[0].includes("\\u") || isStorable(JSON.parse(match[0]) as string)) continue;
    // A repeated key: JSON.parse kept the later value, but the earlier one was sent all the same.
    const key = keyBefore.exec(text.slice(Math.max(0, match.index - 300), match.index))?.[1];
    return key === undefined ? "body" : step("", JSON.parse(`"${key}"`) as string);
  }
  return null;
}

/** Where the parsed JSON `value` (from `text`) holds NUL or a lone surrogate, named for a person, or null. */
export function unstorablePath(text: string, value: unknown): string | null {
  return pathIn(value) ?? keyInText(text);
}
