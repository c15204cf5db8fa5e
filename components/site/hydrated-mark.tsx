"use client";
// Marks the document once React has hydrated the page (`<html data-hydrated>`). Until then app/globals.css keeps
// transitions out of the parts the browser draws later (`.render-later`).
import { useEffect } from "react";

export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}
