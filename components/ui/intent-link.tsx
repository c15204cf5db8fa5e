"use client";
// A next/link that prefetches its page on intent (pointer over, focus, touch) rather than on sight: otherwise every
// link in view when a page loads is prefetched during start-up, costing a phone CPU time and data for pages the
// visitor may never open. This is Next's "hover-triggered prefetch" pattern, with focus and touch added.
import Link from "next/link";
import { useState, type ComponentProps } from "react";

export function IntentLink({ onMouseEnter, onFocus, onTouchStart, ...props }: ComponentProps<typeof Link>) {
  const [intent, setIntent] = useState(false);
  // Each gesture marks intent, then calls the caller's own handler for it, if any.
  const withIntent =
    <E,>(handler?: (event: E) => void) =>
    (event: E) => {
      setIntent(true);
      handler?.(event);
    };
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onMouseEnter={withIntent(onMouseEnter)}
      onFocus={withIntent(onFocus)}
      onTouchStart={withIntent(onTouchStart)}
    />
  );
}
