// What every document the app renders shares: the root layout's, and the global 404 page's, which Next renders
// without the layout.
import type { Viewport } from "next";
import localFont from "next/font/local";

const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  weight: "100 900",
  display: "swap",
  preload: true,
  // app/globals.css declares the stand-in ("Inter Fallback"): next/font's names only Arial, which Linux lacks.
  adjustFontFallback: false,
});

export const htmlClassName = inter.variable;
export const bodyClassName = "min-h-dvh font-sans antialiased";

export const documentViewport: Viewport = {
  themeColor: "#0b1b3a",
  width: "device-width",
  initialScale: 1,
};
