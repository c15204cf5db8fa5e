"use client";
// Signs out: asks the server to revoke the session, then goes to the sign-in page whatever the answer.
import { LogOut } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";

export function LogoutButton({ className = "", label = "Logout" }: { className?: string; label?: string }) {
  const [busy, setBusy] = useState(false);
  const router = useRouter();
  return (
    <button
      type="button"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await fetch("/api/auth/logout", { method: "POST" });
        } catch {
          // Signed out locally all the same: the cookie is HttpOnly and the next request re-checks the session.
        }
        router.replace("/login");
        router.refresh();
      }}
      className={`inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-ink disabled:opacity-60 ${className}`}
    >
      <LogOut className="size-4" aria-hidden="true" />
      {busy ? "Signing out…" : label}
    </button>
  );
}
