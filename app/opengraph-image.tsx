// The social-sharing image: company name, tagline and the accent gradient, rendered at build time.
import { ImageResponse } from "next/og";
import { site } from "@/lib/site";

export const alt = `${site.legalName}: ${site.tagline}`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default function OpenGraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px 80px",
        color: "white",
        background:
          "radial-gradient(circle at 85% 10%, rgba(124,58,237,0.55), transparent 55%), radial-gradient(circle at 10% 95%, rgba(37,99,235,0.5), transparent 55%), #0b1b3a",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <div
          style={{
            width: 72,
            height: 72,
            borderRadius: 20,
            background: "linear-gradient(135deg, #2563eb, #7c3aed)",
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            fontSize: 44,
            fontWeight: 700,
          }}
        >
          N
        </div>
        <div style={{ fontSize: 44, fontWeight: 700 }}>{site.name}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
        <div style={{ fontSize: 68, fontWeight: 700, lineHeight: 1.1, maxWidth: 960 }}>
          Empowering Industries through AI Innovation
        </div>
        <div style={{ fontSize: 30, color: "#cbd5e1" }}>{site.tagline}</div>
      </div>
      <div style={{ display: "flex", fontSize: 26, color: "#93c5fd" }}>{site.cities.join(" · ")}, Maharashtra</div>
    </div>,
    size,
  );
}
