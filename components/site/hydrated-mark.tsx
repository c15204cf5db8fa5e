"use client";
// Marks the document once React has hydrated the page (`<html data-hydrated>`). Until then app/globals.css keeps
// transitions out of the parts the browser draws later (`.render-later`), and the production server's script loader
// holds forms' submissions and then hands React what was typed before it (scripts/paint-first.mjs). Every page with a
// form marks it: the public pages by their layout, the portal's by its frame's sidebar button and its sign-in forms.
import { useEffect } from "react";

export function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
}

export function HydratedMark() {
  useHydratedMark();
  return null;
}
