/**
 * Every loader and action under a guarded prefix of the site-areas table calls its guard, and every
 * guarded page has a loader (a page without one would render for anyone). Read from the route
 * modules' source with the TypeScript parser, so a guard that is forgotten fails here, not in
 * production.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { GUARD_OF, siteAreaOf } from "./site-areas";

const routesDir = fileURLToPath(new URL("../../routes", import.meta.url));

/** The URL a flat-routes file serves, with a stand-in value for each parameter. */
function urlOfRouteFile(file: string): string {
  const name = file.replace(/(\/route)?\.(tsx|ts)$/, "");
  const segments = name
    .split(/\.(?![^[]*\])/)
    .map((segment) => segment.replace(/\[(.*?)\]/g, "$1").replace(/_$/, ""))
    .filter((segment) => segment !== "_index" && !segment.startsWith("_"))
    .map((segment) => (segment.startsWith("$") ? "x" : segment));
  return `/${segments.join("/")}`;
}

/** The names of the functions a module's `loader` and `action` exports call, by export. */
function calledByExports(source: string): Map<string, Set<string>> {
  const file = ts.createSourceFile("route.tsx", source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const calls = new Map<string, Set<string>>();
  const collect = (name: string, body: ts.Node) => {
    const names = new Set<string>();
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) names.add(node.expression.getText(file));
      ts.forEachChild(node, visit);
    };
    visit(body);
    calls.set(name, names);
  };
  const exported = (node: ts.Node) =>
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const statement of file.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name && exported(statement)) {
      collect(statement.name.text, statement);
    } else if (ts.isVariableStatement(statement) && exported(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer)
          collect(declaration.name.text, declaration.initializer);
      }
    } else if (ts.isExportAssignment(statement)) {
      calls.set("default", new Set());
    }
    if (
      ts.isFunctionDeclaration(statement) &&
      exported(statement) &&
      statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)
    ) {
      calls.set("default", new Set());
    }
  }
  return calls;
}

const routeFiles = readdirSync(routesDir, { recursive: true, encoding: "utf8" }).filter(
  (file) => /\.(tsx|ts)$/.test(file) && !/\.test\./.test(file),
);

/** Problems with a route module under a guarded prefix, or none. */
function guardProblems(file: string, source: string): string[] {
  const area = siteAreaOf(urlOfRouteFile(file));
  if (area.access === "anyone") return [];
  const guard = GUARD_OF[area.access];
  const exports = calledByExports(source);
  const problems: string[] = [];
  for (const name of ["loader", "action"]) {
    const calls = exports.get(name);
    if (calls && !calls.has(guard)) problems.push(`${file}: ${name} does not call ${guard}`);
  }
  if (exports.has("default") && !exports.has("loader")) problems.push(`${file}: a guarded page without a loader`);
  // The root draws the account shell from the page's handle (docs/decisions/033).
  if (area.frame === "account" && exports.has("default") && !/^export const handle = accountFrame;$/m.test(source))
    problems.push(`${file}: an account page without \`export const handle = accountFrame;\``);
  return problems;
}

describe("route guards", () => {
  it("maps flat-route files to their URLs", () => {
    expect(urlOfRouteFile("admin.leads.tsx")).toBe("/admin/leads");
    expect(urlOfRouteFile("project.$id.tsx")).toBe("/project/x");
    expect(urlOfRouteFile("auth._index.tsx")).toBe("/auth");
    expect(urlOfRouteFile("_index.tsx")).toBe("/");
    expect(urlOfRouteFile("sitemap[.]xml.ts")).toBe("/sitemap.xml");
    expect(urlOfRouteFile("admin.leads[.]csv.ts")).toBe("/admin/leads.csv");
  });

  it("finds a missing guard in a loader or an action, and a guarded page without a loader", () => {
    const guarded = `export const handle = accountFrame;
      export async function loader({ request, context }) { await requireAdmin(request, context); return null; }
      export const action = async ({ request, context }) => { await requireAdmin(request, context); return null; };
      export default function Page() { return null; }`;
    expect(guardProblems("admin.leads.tsx", guarded)).toEqual([]);
    expect(
      guardProblems(
        "admin.leads.tsx",
        guarded.replace("requireAdmin(request, context); return null; };", "return null; };"),
      ),
    ).toEqual(["admin.leads.tsx: action does not call requireAdmin"]);
    expect(guardProblems("dashboard.tsx", guarded)).toEqual([
      "dashboard.tsx: loader does not call requireViewer",
      "dashboard.tsx: action does not call requireViewer",
    ]);
    expect(guardProblems("profile.tsx", "export default function Page() { return null; }")).toEqual([
      "profile.tsx: a guarded page without a loader",
      "profile.tsx: an account page without `export const handle = accountFrame;`",
    ]);
    expect(guardProblems("about.tsx", "export async function loader() { return null; }")).toEqual([]);
  });

  it("holds for every route module in app/routes", () => {
    expect(routeFiles.length).toBeGreaterThan(20);
    const problems = routeFiles.flatMap((file) => guardProblems(file, readFileSync(join(routesDir, file), "utf8")));
    expect(problems).toEqual([]);
  });
});
