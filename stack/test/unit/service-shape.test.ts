// Every service folder has the same top-level shape (README "Parts of the stack"): index.ts, README.md, and of
// http/, domain/, infra/ and errors.ts what it needs; nothing else beside them but data a service ships as files.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { SERVICES } from '../../src/services/registry.ts';

const servicesDir = path.join(import.meta.dirname, '../../src/services');
const services = fs
  .readdirSync(servicesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const SHAPE = new Set(['index.ts', 'README.md', 'errors.ts', 'http', 'domain', 'infra']);
/** Files a service ships as they are, not code: the inbox page. */
const DATA_FOLDERS: Record<string, string[]> = { mail: ['ui'] };
/** Services whose HTTP has no method-and-path table, with the reason their README gives. */
const NO_ROUTE_TABLE: Record<string, string> = {
  gateway: 'a table of prefixes: which service, what it demands',
  meta: 'no route table: every path goes to postgres-meta',
};

describe('one service shape', () => {
  test('every service the supervisor starts has its folder, and every folder is a service or a part of the database (vault)', () => {
    const registered = SERVICES.map((service) => service.name);
    expect(registered.filter((name) => !services.includes(name))).toEqual([]);
    expect(services.filter((name) => !registered.includes(name))).toEqual(['vault']);
  });

  test.each(services)('%s: index.ts, README.md, and only http/, domain/, infra/, errors.ts beside them', (name) => {
    const entries = fs.readdirSync(path.join(servicesDir, name));
    expect(entries).toContain('index.ts');
    expect(entries).toContain('README.md');
    expect(entries.filter((entry) => !SHAPE.has(entry) && !DATA_FOLDERS[name]?.includes(entry))).toEqual([]);
  });

  test.each(services)('%s: serves HTTP from http/ with a route table in code, or its README says it serves none', (name) => {
    const readme = fs.readFileSync(path.join(servicesDir, name, 'README.md'), 'utf8');
    const httpDir = path.join(servicesDir, name, 'http');
    if (!fs.existsSync(httpDir)) {
      expect(readme).toMatch(/serves no HTTP/);
      return;
    }
    const code = fs
      .readdirSync(httpDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => fs.readFileSync(path.join(httpDir, file), 'utf8'))
      .join('\n');
    if (name in NO_ROUTE_TABLE) return;
    expect(code).toMatch(/export const ROUTES: readonly \w+(<[^>]+>)?\[\] = \[/);
    expect(code).toMatch(/import \{[^}]*\broute\b[^}]*\} from '(\.\.\/)+shared\/routes\.ts'/);
  });

  test.each(services)('%s: index.ts only defines the service (at most 80 lines) and makes no server', (name) => {
    const index = fs.readFileSync(path.join(servicesDir, name, 'index.ts'), 'utf8');
    expect(index.split('\n').length).toBeLessThanOrEqual(80);
    // Servers are made and bound in http/server.ts (or infra/ for a child process): never here.
    expect(index).not.toMatch(/\bcreateServer\(|\bFastify\(|new WebSocketServer\(|\.listen\(/);
  });

  test.each(services)('%s: loops (timers) live in their own modules, not in index.ts', (name) => {
    const index = fs.readFileSync(path.join(servicesDir, name, 'index.ts'), 'utf8');
    expect(index).not.toMatch(/\bset(Interval|Timeout)\(/);
  });
});

describe('what the stack holds', () => {
  const srcDir = path.join(import.meta.dirname, '../../src');
  const sources = fs
    .readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => ({ file: file.split(path.sep).join('/'), code: fs.readFileSync(path.join(srcDir, file), 'utf8') }));

  test("nothing outside the gateway imports the gateway's http/ (ServiceName is services/types.ts')", () => {
    const importers = sources
      .filter(({ file }) => !file.startsWith('services/gateway/'))
      .filter(({ code }) => /from '[./]*(services\/)?gateway\/http\//.test(code))
      .map(({ file }) => file);
    expect(importers).toEqual([]);
  });

  test('no product scripts in the stack: stack/src/tools is gone (they live in the top-level scripts/ and docker/)', () => {
    expect(fs.existsSync(path.join(srcDir, 'tools'))).toBe(false);
  });

  test('the stack never names a table of the site', () => {
    const siteTables = /\bpublic\.(newsletter_\w+|articles|creatures|profiles)\b/;
    expect(sources.filter(({ code }) => siteTables.test(code)).map(({ file }) => file)).toEqual([]);
  });
});

describe('auth is shaped like storage: handlers parse, call one domain operation, answer', () => {
  const authDir = path.join(servicesDir, 'auth');
  const read = (folder: string) =>
    fs
      .readdirSync(path.join(authDir, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => ({
        file: `${folder}/${file.split(path.sep).join('/')}`,
        code: fs.readFileSync(path.join(authDir, folder, file), 'utf8'),
      }));
  const http = read('http');
  const domain = read('domain');

  test('no handler opens a transaction (they live in auth/domain)', () => {
    expect(http.filter(({ code }) => /\btransaction\(/.test(code)).map(({ file }) => file)).toEqual([]);
  });

  test('handler files are short: at most 120 lines on average', () => {
    const handlers = http.filter(({ file }) => file.startsWith('http/handlers/'));
    const lines = handlers.reduce((sum, { code }) => sum + code.split('\n').length, 0);
    expect(handlers.length).toBeGreaterThan(0);
    expect(lines / handlers.length).toBeLessThanOrEqual(120);
  });

  test('auth/domain imports nothing of auth/http, not even a type', () => {
    expect(domain.filter(({ code }) => /from '\.\.\/http\//.test(code)).map(({ file }) => file)).toEqual([]);
  });

  test('the SQL of each record lives in the module named after it (factors, passkeys)', () => {
    const writers = (table: RegExp) => [...http, ...domain].filter(({ code }) => table.test(code)).map(({ file }) => file);
    expect(writers(/\b(from|into|update) auth\.mfa_challenges\b/)).toEqual(['domain/factors.ts']);
    expect(writers(/\b(from|into|update) auth\.webauthn_(credentials|challenges)\b/)).toEqual(['domain/passkeys.ts']);
    expect(domain.map(({ file }) => file).filter((file) => /-records\.ts$|account-changes\.ts$/.test(file))).toEqual([]);
  });
});
