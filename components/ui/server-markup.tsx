"use client";
// Static markup that hydration leaves alone: decoration with no state, no handlers and no links, such as the home
// hero's drawing. React hydrates an element whose content is `dangerouslySetInnerHTML` without walking that content,
// so the children cost the browser no render, no fibers and no matching of nodes; on a phone that is time the main
// thread would otherwise spend blocked while the page starts. The server draws the children as usual; a page that
// hydrates keeps the nodes it was sent; a page drawn in the browser (a client-side navigation) renders the children.
import { createElement, useId, useState, type HTMLAttributes, type ReactNode, type Ref } from "react";

// One object for every render: React sets innerHTML again only when this prop changes.
const keepServerNodes = { __html: "" };

type Props = HTMLAttributes<HTMLElement> & {
  as?: "div" | "g";
  children: ReactNode;
  ref?: Ref<HTMLElement>;
  [data: `data-${string}`]: unknown;
};

export function ServerMarkup({ as = "div", children, ...props }: Props) {
  const id = useId();
  // Hydrating, the element the server drew under this id is in the document; rendering afresh, it is not.
  const [hydrating] = useState(() => typeof document !== "undefined" && document.getElementById(id) !== null);
  return hydrating
    ? createElement(as, { ...props, id, dangerouslySetInnerHTML: keepServerNodes, suppressHydrationWarning: true })
    : createElement(as, { ...props, id }, children);
}
