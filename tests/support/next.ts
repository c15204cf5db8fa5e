// Stand-ins for next/headers and next/navigation, so lib/auth/session.ts runs in tests as it would in a page.
export const pageRequest = { cookie: "" };

export class RedirectSignal extends Error {
  constructor(readonly url: string) {
    super(`redirect to ${url}`);
  }
}

function parseCookieHeader(header: string): Map<string, string> {
  const pairs = header
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => [part.slice(0, part.indexOf("=")), decodeURIComponent(part.slice(part.indexOf("=") + 1))] as const);
  return new Map(pairs);
}

export const nextHeadersMock = {
  cookies: async () => {
    const jar = parseCookieHeader(pageRequest.cookie);
    return {
      get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) ?? "" } : undefined),
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      set: () => {
        throw new Error("pages cannot set cookies");
      },
    };
  },
};

export const nextNavigationMock = {
  redirect: (url: string): never => {
    throw new RedirectSignal(url);
  },
};

/** Runs `render` as a page would for a request with this Cookie header: its value, or where it redirected. */
export async function asPage<T>(cookie: string, render: () => Promise<T>): Promise<{ value?: T; redirect?: string }> {
  pageRequest.cookie = cookie;
  try {
    return { value: await render() };
  } catch (error) {
    if (error instanceof RedirectSignal) return { redirect: error.url };
    throw error;
  }
}
