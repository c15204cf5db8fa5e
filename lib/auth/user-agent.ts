// A session's device in words ("Chrome on Android") from its User-Agent header: enough for a person to recognise their
// own phone or laptop, and for the new-device notice to compare sign-ins. Not a full parser: versions and models are
// left out on purpose, since browsers freeze or fake most of them now.

// First match wins: Edge, Opera and Samsung Internet also say "Chrome", and Chrome also says "Safari".
const browsers: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\b(?:Headless)?Chrome\/|\bCriOS\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

// iPhone and iPad before Mac (their UAs say "like Mac OS X"); Android before Linux.
const systems: readonly [RegExp, string][] = [
  [/\biPhone\b|\biPod\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bWindows\b/, "Windows"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

// Programs that are not browsers, named as they name themselves.
const tools: readonly [RegExp, string][] = [
  [/^curl\//i, "curl"],
  [/^Wget\//i, "Wget"],
  [/^python-requests\/|^python-urllib|^aiohttp\//i, "a Python script"],
  [/^PostmanRuntime\//i, "Postman"],
  [/^node-fetch|^undici|^axios\//i, "a Node.js script"],
];

export const unknownDevice = "Unknown device";

function first(table: readonly [RegExp, string][], text: string): string | undefined {
  return table.find(([pattern]) => pattern.test(text))?.[1];
}

/** "Chrome on Android", "Safari on iPhone", "curl"; "Unknown device" when the header says nothing we know. */
export function describeDevice(userAgent: string | null | undefined): string {
  const text = (userAgent ?? "").trim().slice(0, 512);
  if (!text) return unknownDevice;
  const tool = first(tools, text);
  if (tool) return tool;
  const browser = first(browsers, text);
  const system = first(systems, text);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A browser on ${system}`;
  return unknownDevice;
}
