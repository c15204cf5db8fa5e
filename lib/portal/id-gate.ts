// The layout of every `[id]` segment: it reads the row before anything streams, so an id the caller may not see (or a
// missing one) answers HTTP 404 with the segment's not-found page. Inside a loading.tsx boundary the shell would
// already be on its way with 200; the row's loader is cached, so the page reuses this read.
import "server-only";
import type { ReactNode } from "react";
import type { Role } from "../auth/roles";
import { requireUser } from "../auth/session";
import type { Caller } from "../workspace/caller";

type GateProps = { children: ReactNode; params: Promise<{ id: string }> };

export function idGate(role: Role, load: (caller: Caller, id: string) => Promise<unknown>) {
  return async function IdGate({ children, params }: GateProps) {
    await load(await requireUser(role), (await params).id);
    return children;
  };
}
