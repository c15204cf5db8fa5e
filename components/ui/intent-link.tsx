"use client";
// A next/link that prefetches its page on intent (pointer over, focus, touch) rather than on sight: otherwise every
// link in view when a page loads is prefetched during start-up, costing a phone CPU time and data for pages the
// visitor may never open. This is Next's "hover-triggered prefetch" pattern, with focus and touch added.
import Link from "next/link";
import { useState, type ComponentProps } from "react";

export function IntentLink({ onMouseEnter, onFocus, onTouchStart, ...props }: ComponentProps<typeof Link>) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}
