"use client";
// Signs out: asks the server to revoke the session, then goes to the sign-in page. While the server cannot revoke it
// (503: the database is down) the session and its cookie stay, so the button says so and offers to try again.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { postToApi } from "@/lib/http/browser-json";
import { PortalIcon } from "@/components/portal/icon";

const notSignedOut = "You are still signed in: we could not sign you out just now. Please try again in a minute.";

export function LogoutButton({ className = "", label = "Logout" }: { className?: string; label?: string }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const router = useRouter();
  return (
    <>
      <button
        type="button"
        disabled={busy}
        title={failed ? notSignedOut : undefined}
        onClick={async () => {
          setBusy(true);
          const { ok } = await postToApi("/api/auth/logout");
          setBusy(false);
          setFailed(!ok);
          if (!ok) return;
          router.replace("/login");
          router.refresh();
        }}
        className={`inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-ink disabled:opacity-60 ${className}`}
      >
        <PortalIcon name="log-out" className="size-4" />
        {busy ? "Signing out…" : failed ? "Sign-out failed: retry" : label}
      </button>
      <span role="status" className="sr-only">
        {failed ? notSignedOut : ""}
      </span>
    </>
  );
}
