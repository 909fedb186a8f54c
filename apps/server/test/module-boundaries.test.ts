import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkBoundaries } from "../scripts/check-boundaries.ts";

const here = path.dirname(new URL(import.meta.url).pathname);
let dirs: string[] = [];

/** A throwaway source tree: { "modules/a/a.service.ts": "…" }. */
function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "boundaries-"));
  dirs.push(root);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

const rules = (root: string) => checkBoundaries(root).map((v) => `${v.file}: ${v.rule}`);

const base = {
  "kernel/db.ts": "export type Db = { insert(t: unknown): unknown };\n",
  "modules/stock/index.ts":
    'export { balances } from "./stock.tables.ts";\nexport { move } from "./stock.ledger.ts";\n',
  "modules/stock/stock.tables.ts": "export const balances = {};\n",
  "modules/stock/stock.ledger.ts": "export const move = () => 1;\n",
  "modules/stock/stock.repository.ts": "export const raw = () => 1;\n",
};

afterEach(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  dirs = [];
});

/** Source trees (`base` plus `files`) and the rule violations the check finds in them. */
const cases: { name: string; files: Record<string, string>; violations: string[] }[] = [
  {
    name: "accepts a module that reads another through its index and changes it through its functions",
    files: {
      "modules/orders/orders.service.ts": [
        'import type { Db } from "../../kernel/db.ts";',
        'import { balances, move } from "../stock/index.ts";',
        "export const f = (db: Db) => [db, balances, move()];",
      ].join("\n"),
    },
    violations: [],
  },
  {
    name: "refuses reaching into another module's files",
    files: {
      "modules/orders/orders.service.ts":
        'import { raw } from "../stock/stock.repository.ts";\nexport const f = raw;\n',
    },
    violations: ["modules/orders/orders.service.ts: module-through-index"],
  },
  {
    name: "refuses writing another module's table",
    files: {
      "modules/orders/orders.service.ts": [
        'import type { Db } from "../../kernel/db.ts";',
        'import { balances } from "../stock/index.ts";',
        "export const f = (db: Db) => db.insert(balances);",
      ].join("\n"),
    },
    violations: ["modules/orders/orders.service.ts: module-writes-own-tables"],
  },
  {
    name: "refuses a kernel that imports a module, and modules that import the app",
    files: {
      "kernel/http.ts": 'import { move } from "../modules/stock/index.ts";\nexport const g = move;\n',
      "app/app.ts": "export const app = 1;\n",
      "modules/stock/stock.routes.ts": 'import { app } from "../../app/app.ts";\nexport const r = app;\n',
    },
    violations: [
      "kernel/http.ts: kernel-imports-no-module",
      "modules/stock/stock.routes.ts: module-imports-no-app",
    ],
  },
  {
    name: "refuses modules that depend on each other in a cycle, and an index with code of its own",
    files: {
      "modules/stock/index.ts": `${base["modules/stock/index.ts"]}export const x = 1;\n`,
      "modules/stock/stock.ledger.ts":
        'import { y } from "../orders/index.ts";\nexport const move = () => y;\n',
      "modules/orders/index.ts": 'export { y } from "./orders.service.ts";\n',
      "modules/orders/orders.service.ts":
        'import { move } from "../stock/index.ts";\nexport const y = 1;\nmove;\n',
    },
    violations: ["modules/: no-module-cycles", "modules/stock/index.ts: index-only-reexports"],
  },
  {
    name: "lets tests reach into any module",
    files: {
      "modules/orders/orders.routes.test.ts": 'import { raw } from "../stock/stock.repository.ts";\nraw();\n',
      "modules/orders/orders.test-helpers.ts":
        'import { raw } from "../stock/stock.repository.ts";\nraw();\n',
    },
    violations: [],
  },
];

describe("the module import rule", () => {
  it("passes on the server's own source tree", () => {
    expect(checkBoundaries(path.join(here, "../src"))).toEqual([]);
  });

  it.each(cases)("$name", ({ files, violations }) => {
    expect(rules(tree({ ...base, ...files })).sort()).toEqual(violations);
  });
});
