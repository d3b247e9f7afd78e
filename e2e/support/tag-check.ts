import ts from 'typescript';
import { ALL_TAGS, AREA_TAGS, DESTRUCTIVE_TAG, SMOKE_TAG, tagsOf } from './tags.ts';

/** Reads the titles of the e2e files from their syntax trees and checks their tags (tags.test.ts). */
export interface CollectedTest {
  file: string;
  line: number;
  /** Describe titles and the test title joined by spaces, as both runners match `--grep`; `{ tag }` details added. */
  title: string;
}

const NOT_TESTS = new Set(['beforeAll', 'afterAll', 'beforeEach', 'afterEach', 'use', 'step', 'extend', 'configure', 'info', 'expect']);

/** The chain of names of a callee: `test.describe.serial` → ['test', 'describe', 'serial']; `describe.skipIf(x)` → ['describe', 'skipIf']. */
function calleeNames(expression: ts.Expression): string[] {
  if (ts.isIdentifier(expression)) return [expression.text];
  if (ts.isPropertyAccessExpression(expression)) return [...calleeNames(expression.expression), expression.name.text];
  if (ts.isCallExpression(expression)) return calleeNames(expression.expression);
  return [];
}

function titleText(node: ts.Expression, source: ts.SourceFile): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.getText(source).slice(1, -1);
  return undefined;
}

/** `{ tag: '@a' }` or `{ tag: ['@a', '@b'] }`, Playwright's details argument. */
function detailTags(node: ts.Expression | undefined): string[] {
  if (!node || !ts.isObjectLiteralExpression(node)) return [];
  const tags: string[] = [];
  for (const property of node.properties) {
    if (!ts.isPropertyAssignment(property) || property.name.getText() !== 'tag') continue;
    const value = property.initializer;
    const items = ts.isArrayLiteralExpression(value) ? [...value.elements] : [value];
    for (const item of items) if (ts.isStringLiteralLike(item)) tags.push(item.text);
  }
  return tags;
}

/** Every test(…)/it(…) of a vitest or Playwright file with its full title, read from the syntax tree (nothing runs). */
export function collectTests(file: string, text: string): CollectedTest[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const tests: CollectedTest[] = [];
  const visit = (node: ts.Node, describes: string[]): void => {
    if (ts.isCallExpression(node)) {
      const names = calleeNames(node.expression);
      const [first, second] = node.arguments;
      const title = first && titleText(first, source);
      const body = node.arguments.find((argument) => ts.isArrowFunction(argument) || ts.isFunctionExpression(argument));
      if (
        (names[0] === 'test' || names[0] === 'it' || names[0] === 'describe') &&
        title !== undefined &&
        body &&
        !names.some((name) => NOT_TESTS.has(name))
      ) {
        const full = [...describes, title, ...detailTags(second)].join(' ');
        if (names.includes('describe')) {
          ts.forEachChild(body, (child) => visit(child, [...describes, title, ...detailTags(second)]));
          return;
        }
        tests.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, title: full });
        return;
      }
    }
    ts.forEachChild(node, (child) => visit(child, describes));
  };
  visit(source, []);
  return tests;
}

/** What is wrong with the tags of these tests: one line per problem, naming the file, the line and the known tags. */
export function tagProblems(tests: readonly CollectedTest[]): string[] {
  const areas = Object.keys(AREA_TAGS);
  const known = `Area tags: ${Object.entries(AREA_TAGS)
    .map(([tag, what]) => `${tag} (${what})`)
    .join(', ')}; also ${SMOKE_TAG} (a fast subset, at least one per area) and ${DESTRUCTIVE_TAG} (changes data it did not create).`;
  const problems: string[] = [];
  for (const { file, line, title } of tests) {
    const tags = tagsOf(title);
    const unknown = tags.filter((tag) => !ALL_TAGS.includes(tag));
    if (unknown.length) problems.push(`${file}:${line} "${title}" has unknown tag(s) ${unknown.join(', ')}. ${known}`);
    if (!tags.some((tag) => areas.includes(tag)))
      problems.push(`${file}:${line} "${title}" names no area: end its title with at least one area tag. ${known}`);
  }
  for (const area of areas)
    if (!tests.some(({ title }) => tagsOf(title).includes(area) && tagsOf(title).includes(SMOKE_TAG)))
      problems.push(`No ${SMOKE_TAG} test covers ${area}: tag a fast test of that area ${SMOKE_TAG}.`);
  return problems;
}
