import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/** An import of `folder` by alias (@/folder/…) or by a relative path climbing to it (../../folder/…). */
const importOf = (folder) => `^(@/|(\\.\\./)+)${folder}(/|$)`;

// The layers (docs/architecture.md, "Module map"): lib/ is the core and knows nothing of the pages or their
// components, not even a type; components render data and call actions, and never reach pages or the database.
const layers = [
  {
    files: ["lib/**/*.{ts,tsx,mjs}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: importOf("components"), message: "lib/ never imports components/: pass data the other way." },
            { regex: importOf("app"), message: "lib/ never imports app/: move what both need into lib/." },
          ],
        },
      ],
    },
  },
  {
    files: ["components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: importOf("app"), message: "components/ never import app/: actions live in lib/actions." },
            {
              regex: importOf("lib/db"),
              message: "components/ never open the database: read through lib/ and take types from there.",
            },
          ],
        },
      ],
    },
  },
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  ...layers,
  globalIgnores([
    ".next/**",
    ".next-*/**",
    "out/**",
    "build/**",
    "data/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
    "bench-results/**",
  ]),
]);
