// The layering rules of eslint.config.mjs, run through ESLint's own API: a wrong import fails the lint.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });
const inLib = "lib/portal/layering-probe.ts";
const inComponents = "components/portal/layering-probe.tsx";

/** The messages of the layering rule for `code` as if it were the file at `filePath`. */
async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

// ESLint loads its TypeScript parser and the whole config on the first lint: seconds on a busy machine (npm test runs
// the linter itself beside the unit tests).
describe("the layers", { timeout: 60_000 }, () => {
  it.each([
    [inLib, 'import { Button } from "@/components/ui/button";', /lib\/ never imports components/],
    [inLib, 'import { Button } from "../../components/ui/button";', /lib\/ never imports components/],
    [inLib, 'import type { OrderChoice } from "@/components/portal/vendor/submit-invoice-form";', /components/],
    [inLib, 'import Page from "@/app/(portal)/client/requests/[id]/page";', /lib\/ never imports app/],
    [inLib, 'import type { Props } from "../../app/layout";', /lib\/ never imports app/],
    [inLib, 'export { x } from "@/app/api/health/route";', /lib\/ never imports app/],
    [inComponents, 'import { x } from "@/app/(portal)/_views/projects";', /components\/ never import app/],
    [inComponents, 'import { x } from "../../app/(portal)/_views/projects";', /components\/ never import app/],
    [inComponents, 'import { getDb } from "@/lib/db/client";', /never open the database/],
    [inComponents, 'import type { files } from "@/lib/db/schema";', /never open the database/],
    [inComponents, 'import { users } from "../../lib/db/schema";', /never open the database/],
  ])("in %s, %s is an error", async (filePath, line, message) => {
    const found = await refusals(filePath, `${line}\nexport const y = 1;\n`);
    expect(found).toEqual([expect.stringMatching(message)]);
  });

  it.each([
    [
      "lib/content/catalogue/layering-probe.ts",
      ['import { z } from "zod";', 'import { site } from "@/lib/site";', 'import { actionPages } from "./actions";'],
    ],
    [
      inComponents,
      [
        'import { replyAction } from "@/lib/actions/requests/reply";',
        'import { textLimits } from "@/lib/workspace/vocabulary";',
        'import { dbLabel } from "@/lib/dbx";',
        'import { Button } from "@/components/ui/button";',
      ],
    ],
  ])("in %s, imports within the rules are fine, as are names that only look alike", async (filePath, lines) => {
    expect(await refusals(filePath, `${lines.join("\n")}\nexport const y = 1;\n`)).toEqual([]);
  });
});
