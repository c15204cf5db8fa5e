// The site's one typeface, shared by the root layout and the global 404 page (which Next renders without the layout).
import localFont from "next/font/local";

export const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  weight: "100 900",
  display: "swap",
  preload: true,
});

/** The attributes of `<html>` and `<body>` on every document the app renders. */
export const htmlClassName = inter.variable;
export const bodyClassName = "min-h-dvh font-sans antialiased";
