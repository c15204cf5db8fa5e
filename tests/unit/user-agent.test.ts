import { describe, expect, it } from "vitest";
import { describeDevice } from "@/lib/auth/user-agent";

// Real User-Agent strings, as each browser sent them.
const agents = {
  chromeAndroid:
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1",
  chromeIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1",
  safariIpad:
    "Mozilla/5.0 (iPad; CPU OS 16_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
  safariMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  firefoxWindows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
  firefoxLinux: "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  edgeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  edgeAndroid:
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 EdgA/131.0.0.0",
  chromeMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  chromeOs:
    "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  operaWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0",
  samsung:
    "Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
  headlessChromeLinux:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36",
} as const;

describe("describeDevice", () => {
  it("names the browser and the system in words", () => {
    expect(describeDevice(agents.chromeAndroid)).toBe("Chrome on Android");
    expect(describeDevice(agents.safariIphone)).toBe("Safari on iPhone");
    expect(describeDevice(agents.firefoxWindows)).toBe("Firefox on Windows");
    expect(describeDevice(agents.edgeWindows)).toBe("Edge on Windows");
  });

  it("tells apart the browsers that borrow Chrome's and Safari's names", () => {
    expect(describeDevice(agents.chromeIphone)).toBe("Chrome on iPhone");
    expect(describeDevice(agents.edgeAndroid)).toBe("Edge on Android");
    expect(describeDevice(agents.operaWindows)).toBe("Opera on Windows");
    expect(describeDevice(agents.samsung)).toBe("Samsung Internet on Android");
    expect(describeDevice(agents.chromeMac)).toBe("Chrome on macOS");
  });

  it("knows iPads, Macs, ChromeOS and Linux", () => {
    expect(describeDevice(agents.safariIpad)).toBe("Safari on iPad");
    expect(describeDevice(agents.safariMac)).toBe("Safari on macOS");
    expect(describeDevice(agents.chromeOs)).toBe("Chrome on ChromeOS");
    expect(describeDevice(agents.firefoxLinux)).toBe("Firefox on Linux");
    expect(describeDevice(agents.headlessChromeLinux)).toBe("Chrome on Linux");
  });

  it("names command-line tools and scripts as they name themselves", () => {
    expect(describeDevice("curl/8.5.0")).toBe("curl");
    expect(describeDevice("Wget/1.21.4")).toBe("Wget");
    expect(describeDevice("python-requests/2.32.3")).toBe("a Python script");
  });

  it("says so when the header is missing or means nothing to it", () => {
    expect(describeDevice(undefined)).toBe("Unknown device");
    expect(describeDevice(null)).toBe("Unknown device");
    expect(describeDevice("   ")).toBe("Unknown device");
    expect(describeDevice("vitest")).toBe("Unknown device");
    expect(describeDevice("Mozilla/5.0 (X11; Linux x86_64)")).toBe("A browser on Linux");
    expect(describeDevice("<script>alert(1)</script>".repeat(100))).toBe("Unknown device");
  });
});
