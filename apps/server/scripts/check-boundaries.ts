/**
 * The import rule of the server (docs/decisions.md, "Modules"). Fails `npm run lint` when
 * production code breaks it:
 *
 * 1. `kernel/` imports no module, no `app/` and no `seed/`: it is the toolkit every module shares.
 * 2. A module reaches another module only through that module's `index.ts`.
 * 3. Modules do not import `app/` or `seed/` (the wiring and the demo data sit above them).
 * 4. Modules do not depend on each other in a cycle.
 * 5. A module writes only its own tables: `insert`, `update` or `delete` of a table imported from
 *    another module is refused (stock changes through the inventory ledger, order state through the
 *    orders lifecycle, both reached as functions of those modules).
 * 6. An `index.ts` only re-exports (`export … from "./…"`), so importing it runs no code of its own.
 *
 * Tests and test helpers may reach into any module (they test internals).
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

export type TViolation = { file: string; rule: string; detail: string };

const isTestCode = (file: string) => /\.test\.ts$|\.test-helpers\.ts$|\.testing\.ts$/.test(file);

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (entry.name.endsWith(".ts") && !isTestCode(entry.name)) out.push(full);
  }
  return out;
}

type TImport = { spec: string; target: string; names: string[]; line: number };

function importsOf(file: string, sf: ts.SourceFile): TImport[] {
  const found: TImport[] = [];
  const add = (node: ts.Node, spec: string, names: string[]) => {
    if (!spec.startsWith(".")) return;
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
    found.push({ spec, target: path.resolve(path.dirname(file), spec), names, line });
  };
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      const spec = (node.moduleSpecifier as ts.StringLiteral).text;
      const names: string[] = [];
      const clause = ts.isImportDeclaration(node) ? node.importClause?.namedBindings : node.exportClause;
      if (clause && (ts.isNamedImports(clause) || ts.isNamedExports(clause)))
        for (const el of clause.elements) names.push(el.name.text);
      add(node, spec, names);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node, node.arguments[0].text, []);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** Calls `<something>.insert(X)`, `.update(X)` or `.delete(X)` whose table X is one of `names`. */
function writesTo(sf: ts.SourceFile, names: Set<string>): { table: string; line: number }[] {
  const found: { table: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ["insert", "update", "delete"].includes(node.expression.name.text) &&
      node.arguments.length === 1
    ) {
      const arg = node.arguments[0];
      if (arg && ts.isIdentifier(arg) && names.has(arg.text))
        found.push({ table: arg.text, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** Every violation of the rule in a server source tree (`apps/server/src`). */
export function checkBoundaries(srcRoot: string): TViolation[] {
  const root = path.resolve(srcRoot);
  const area = (p: string) => path.relative(root, p).split(path.sep);
  const moduleOf = (p: string) => {
    const [top, name] = area(p);
    return top === "modules" ? name : undefined;
  };
  const violations: TViolation[] = [];
  const edges = new Map<string, Set<string>>();
  for (const file of sourceFiles(root)) {
    const rel = path.relative(root, file);
    const text = fs.readFileSync(file, "utf8");
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const [top] = area(file);
    const own = moduleOf(file);
    const foreignTables = new Set<string>();
    const v = (rule: string, detail: string) => violations.push({ file: rel, rule, detail });

    if (own && path.basename(file) === "index.ts" && area(file).length === 3) {
      for (const st of sf.statements) {
        const reexport =
          ts.isExportDeclaration(st) &&
          st.moduleSpecifier &&
          (st.moduleSpecifier as ts.StringLiteral).text.startsWith("./");
        if (!reexport)
          v("index-only-reexports", `line ${sf.getLineAndCharacterOfPosition(st.getStart(sf)).line + 1}`);
      }
    }
    for (const imp of importsOf(file, sf)) {
      const [targetTop] = area(imp.target);
      const target = moduleOf(imp.target);
      const where = `${imp.spec} (line ${imp.line})`;
      if (top === "kernel" && ["modules", "app", "seed"].includes(targetTop ?? ""))
        v("kernel-imports-no-module", where);
      if (own && (targetTop === "app" || targetTop === "seed")) v("module-imports-no-app", where);
      if (own && target && target !== own) {
        edges.set(own, (edges.get(own) ?? new Set()).add(target));
        const index = path.join(root, "modules", target, "index.ts");
        if (imp.target !== index) v("module-through-index", `${where}: import from ../${target}/index.ts`);
        else for (const name of imp.names) foreignTables.add(name);
      }
    }
    if (own)
      for (const w of writesTo(sf, foreignTables))
        v("module-writes-own-tables", `writes ${w.table} (line ${w.line}), a table of another module`);
  }
  for (const cycle of cyclesOf(edges))
    violations.push({ file: "modules/", rule: "no-module-cycles", detail: cycle.join(" -> ") });
  return violations;
}

/** The strongly connected groups of more than one module (Tarjan), each as one path. */
function cyclesOf(edges: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop();
      if (w) {
        onStack.delete(w);
        group.push(w);
      }
    } while (w && w !== v);
    if (group.length > 1) groups.push(group.reverse());
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return groups;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const srcRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../src");
  const violations = checkBoundaries(srcRoot);
  for (const x of violations) console.error(`${x.file}: ${x.rule}: ${x.detail}`);
  if (violations.length > 0) {
    console.error(`\n${violations.length} import-rule violation(s): see docs/decisions.md, "Modules".`);
    process.exit(1);
  }
  console.log("module boundaries: ok");
}
