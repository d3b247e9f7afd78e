/**
 * Guard of the initial bundle (issue #17): TanStack's autoCodeSplitting moves a file route's `loader` and components
 * into lazy chunks, but every other option (`validateSearch`, `loaderDeps`, `beforeLoad`, …) stays in the main chunk,
 * and with it every module those options import, whole. This test reads each route file as the splitter does, follows
 * the imports the staying options use (through local helpers and then module to module) and checks that they add
 * up to a few small leaf modules, never a feature's big rules file (e.g. parseInboxSearch from admin-inbox/inbox.ts,
 * which drags its CSV export and contact topics along).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

const srcDir = path.resolve(import.meta.dirname, '../src');
const routesDir = path.join(srcDir, 'routes');

/** Options the router plugin moves out of the main chunk (web/vite.config.ts, codeSplittingOptions). */
const splitOptions = new Set(['loader', 'component', 'errorComponent', 'notFoundComponent', 'pendingComponent']);

/**
 * Source bytes (comments included) the staying options of one route may add to the main chunk beyond the app shell.
 * The largest today is about 3 KB (the auth guards and search of /login); the feature modules this guards against
 * are 5–10 KB with what they import (a module of 2 KB or less, e.g. stwory/moderation.ts, would slip through).
 */
const budgetBytes = 3_500;

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
}

function resolveModule(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`cannot resolve ${specifier} from ${from}`);
}

/** Local name → module file of every value import (type-only imports vanish from the bundle). */
function valueImports(source: ts.SourceFile): Map<string, string | null> {
  const names = new Map<string, string | null>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    const target = resolveModule(source.fileName, statement.moduleSpecifier.text);
    if (clause.name) names.set(clause.name.text, target);
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) names.set(bindings.name.text, target);
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) if (!element.isTypeOnly) names.set(element.name.text, target);
    }
  }
  return names;
}

/** Every module a file imports for its values, side-effect imports (CSS aside) included. */
function moduleDependencies(file: string): string[] {
  const source = parse(file);
  const targets: string[] = [];
  for (const statement of source.statements) {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : null;
    if (!specifier || specifier.endsWith('.css')) continue;
    if (ts.isImportDeclaration(statement) && statement.importClause?.isTypeOnly) continue;
    if (ts.isExportDeclaration(statement) && statement.isTypeOnly) continue;
    const target = resolveModule(file, specifier);
    if (target) targets.push(target);
  }
  return targets;
}

/** Identifiers read by a node's code (type annotations skipped). */
function identifiersIn(node: ts.Node, found: Set<string>): void {
  if (ts.isTypeNode(node)) return;
  if (ts.isIdentifier(node)) found.add(node.text);
  node.forEachChild((child) => identifiersIn(child, found));
}

/** Top-level functions and constants of the route file, by name. */
function localDeclarations(source: ts.SourceFile): Map<string, ts.Node> {
  const declarations = new Map<string, ts.Node>();
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) declarations.set(statement.name.text, statement);
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) declarations.set(declaration.name.text, declaration);
      }
    }
  }
  return declarations;
}

/** The options object of `createFileRoute('…')({ … })`, or null for files that are not file routes. */
function routeOptions(source: ts.SourceFile): ts.ObjectLiteralExpression | null {
  let options: ts.ObjectLiteralExpression | null = null;
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isCallExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === 'createFileRoute' &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      options = node.arguments[0];
    }
    node.forEachChild(visit);
  };
  visit(source);
  return options;
}

/** A module and everything it imports for its values, with sizes; `stop` files are not followed. */
function closure(files: string[], stop: ReadonlySet<string> = new Set()): Map<string, number> {
  const modules = new Map<string, number>();
  const pending = [...files];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (modules.has(file) || stop.has(file)) continue;
    modules.set(file, fs.statSync(file).size);
    pending.push(...moduleDependencies(file));
  }
  return modules;
}

/**
 * The app shell: main.tsx and the root route (never split) with all they import, except the route tree (which names
 * every route). Its modules are in the initial bundle anyway, so a route using them adds nothing.
 */
const shell = new Set(
  closure([path.join(srcDir, 'main.tsx'), path.join(routesDir, '__root.tsx')], new Set([path.join(srcDir, 'routeTree.gen.ts')])).keys(),
);

/** The project's modules that the options staying in the main chunk add to it (beyond the shell), with their sizes. */
function mainChunkModules(routeFile: string): Map<string, number> {
  const source = parse(routeFile);
  const options = routeOptions(source);
  if (!options) return new Map();
  const imports = valueImports(source);
  const locals = localDeclarations(source);
  const names = new Set<string>();
  for (const property of options.properties) {
    const name = property.name && ts.isIdentifier(property.name) ? property.name.text : null;
    if (name && splitOptions.has(name)) continue;
    identifiersIn(property, names);
  }
  // Local helpers used by the staying options stay with them, and so does what they use.
  const seenLocals = new Set<string>();
  for (const name of names) {
    const local = locals.get(name);
    if (!local || seenLocals.has(name)) continue;
    seenLocals.add(name);
    identifiersIn(local, names);
  }
  const imported = [...names].map((name) => imports.get(name)).filter((file): file is string => Boolean(file));
  return closure(imported, shell);
}

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

const relative = (file: string) => path.relative(srcDir, file);

describe('what file routes keep in the main chunk', () => {
  const routes = routeFiles(routesDir).filter((file) => routeOptions(parse(file)));

  test('the guard sees the options that stay (it would catch a heavy import)', () => {
    // /admin/zapytania parses its search in the main chunk; that parser must be found, and only its leaf module.
    const inbox = mainChunkModules(path.join(routesDir, 'admin/zapytania.tsx'));
    expect([...inbox.keys()].map(relative)).toContain('features/admin-inbox/inbox-search.ts');
    expect([...inbox.keys()].map(relative)).not.toContain('features/admin-inbox/inbox.ts');
    // The module the parsers used to live in is far over the budget, so a return of that import fails below.
    const heavy = closure([path.join(srcDir, 'features/admin-inbox/inbox.ts')], shell);
    expect([...heavy.values()].reduce((sum, size) => sum + size, 0)).toBeGreaterThan(budgetBytes);
  });

  test.each(routes.map((file) => [relative(file), file] as const))(
    '%s imports only small leaf modules outside its lazy chunk',
    (_, file) => {
      const modules = mainChunkModules(file);
      const total = [...modules.values()].reduce((sum, size) => sum + size, 0);
      const listing = [...modules].map(([module, size]) => `${relative(module)} (${size} B)`).join(', ');
      expect(total, `main-chunk imports: ${listing}`).toBeLessThanOrEqual(budgetBytes);
    },
  );
});
