// How a disclosure (the mega menu, the profile menu, the notification panel) closes while it is open: Escape closes
// it and gives focus back to its trigger; a press outside it closes it.
import { useEffect, useRef, type RefObject } from "react";

type Options = {
  /** Presses inside these leave it open: the disclosure and, where it sits apart, its trigger. */
  inside: RefObject<Element | null>[];
  /** Where focus returns on Escape. */
  trigger: () => HTMLElement | null | undefined;
  /** After an outside press too, if focus was inside: for content that unmounts and would take focus with it. */
  refocusAfterPress?: boolean;
};

export function useDismiss(open: boolean, close: () => void, options: Options): void {
  // The listeners read the latest render's values, so they are added once per opening.
  const latest = useRef({ close, ...options });
  useEffect(() => {
    latest.current = { close, ...options };
  });

  useEffect(() => {
    if (!open) return;
    const isInside = (node: Node | null) => latest.current.inside.some((ref) => ref.current?.contains(node));
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      latest.current.close();
      latest.current.trigger()?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (isInside(event.target as Node)) return;
      const refocus = latest.current.refocusAfterPress && isInside(document.activeElement);
      latest.current.close();
      if (refocus) latest.current.trigger()?.focus();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);
}
