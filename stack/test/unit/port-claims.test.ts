// Test stacks choose free ports and bind them seconds later, in parallel workers: a port is claimed across processes
// first, or two workers choose the same one and the second stack fails to start (CI, stop 48).
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { portClaims } from '../support/port-reservation.ts';

let tmp: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'port-claims-'));
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The pid of a process that has exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '0']).pid!;
}

const claimer = pathToFileURL(path.join(import.meta.dirname, '..', 'support', 'port-reservation.ts')).href;

/**
 * Another process that runs `portClaims(dir).claim(p)` for every port; `won` is the ports it won. It keeps running
 * (so its claims hold) until `exit()`. With `ready`, it first makes its first claim (its sweep of stale claims runs
 * then) on a port of its own, says so, and claims `ports` only when `go()` is called.
 */
function claimInChild(
  dir: string,
  ports: number[],
  ready?: number,
): { won: Promise<number[]>; ready: Promise<void>; go: () => void; exit: () => Promise<void> } {
  const script = `
    const { portClaims } = await import(${JSON.stringify(claimer)});
    const claims = portClaims(${JSON.stringify(dir)});
    let wake;
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', (chunk) => wake?.(chunk));
    process.stdin.on('end', () => process.exit(0));
    if (${JSON.stringify(ready ?? null)} !== null) {
      claims.claim(${JSON.stringify(ready ?? 0)});
      process.stdout.write('ready\\n');
      await new Promise((resolve) => (wake = resolve));
    }
    const won = ${JSON.stringify(ports)}.filter((port) => claims.claim(port));
    process.stdout.write(JSON.stringify(won) + '\\n');
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  let out = '';
  const lines: ((line: string) => void)[] = [];
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    let newline: number;
    while ((newline = out.indexOf('\n')) >= 0) {
      const line = out.slice(0, newline);
      out = out.slice(newline + 1);
      lines.shift()?.(line);
    }
  });
  const nextLine = () =>
    new Promise<string>((resolve, reject) => {
      lines.push(resolve);
      child.on('error', reject);
      void exited.then(() => reject(new Error(`the claiming process exited early: ${out}`)));
    });
  const readyLine = ready === undefined ? Promise.resolve() : nextLine().then(() => undefined);
  const won = readyLine.then(nextLine).then((line) => JSON.parse(line) as number[]);
  return { won, ready: readyLine, go: () => child.stdin.write('go\n'), exit: () => (child.stdin.end(), exited) };
}

describe.skipIf(process.platform === 'win32')('test port claims', () => {
  test('a port is claimed once: again by the same process or by another claim set of a running one, it is refused', () => {
    const claims = portClaims(tmp);
    expect(claims.claim(20001)).toBe(true);
    expect(fs.readFileSync(path.join(tmp, '20001'), 'utf8')).toBe(String(process.pid));
    expect(fs.statSync(path.join(tmp, '20001')).mode & 0o777).toBe(0o600);
    expect(claims.claim(20001)).toBe(false);
    expect(portClaims(tmp).claim(20001)).toBe(false);
    expect(claims.claim(20002)).toBe(true);
  });

  test("a running process's claim holds; a dead process's claim, or one that names no process, is taken over", () => {
    const claims = portClaims(tmp);
    expect(claims.claim(20000)).toBe(true);
    fs.writeFileSync(path.join(tmp, '20001'), String(process.ppid));
    fs.writeFileSync(path.join(tmp, '20002'), String(deadPid()));
    fs.writeFileSync(path.join(tmp, '20003'), 'not a pid');
    expect(claims.claim(20001)).toBe(false);
    expect(claims.claim(20002)).toBe(true);
    expect(claims.claim(20003)).toBe(true);
    expect(fs.readFileSync(path.join(tmp, '20002'), 'utf8')).toBe(String(process.pid));
  });

  test('a claim older than six hours is taken over even when its pid runs (the pid may be reused)', () => {
    const file = path.join(tmp, '20001');
    fs.writeFileSync(file, String(process.ppid));
    const old = new Date(Date.now() - 7 * 60 * 60 * 1000);
    fs.utimesSync(file, old, old);
    expect(portClaims(tmp).claim(20001)).toBe(true);
  });

  test('the first claim of a process removes what processes that are gone left: their claims, drafts and takeover locks', () => {
    const dead = String(deadPid());
    const old = new Date(Date.now() - 60_000);
    fs.writeFileSync(path.join(tmp, '20001'), dead);
    fs.writeFileSync(path.join(tmp, '20002'), String(process.ppid));
    fs.writeFileSync(path.join(tmp, `20003.${dead}.draft`), dead);
    fs.writeFileSync(path.join(tmp, `20004.${process.ppid}.draft`), String(process.ppid));
    fs.mkdirSync(path.join(tmp, '20005.takeover'));
    fs.utimesSync(path.join(tmp, '20005.takeover'), old, old);
    fs.mkdirSync(path.join(tmp, '20006.takeover'));
    fs.writeFileSync(path.join(tmp, '20006'), dead);
    expect(portClaims(tmp).claim(20010)).toBe(true);
    // Kept: a running process's claim and draft, a takeover under way (and the claim it is taking over).
    expect(fs.readdirSync(tmp).sort()).toEqual(['20002', `20004.${process.ppid}.draft`, '20006', '20006.takeover', '20010']);
  });

  test('a stale claim another process is taking over is left to it; a takeover lock left by a process that died is removed', () => {
    const file = path.join(tmp, '20001');
    fs.writeFileSync(file, String(deadPid()));
    fs.mkdirSync(`${file}.takeover`);
    const claims = portClaims(tmp);
    expect(claims.claim(20001)).toBe(false);
    expect(fs.existsSync(`${file}.takeover`)).toBe(true);
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(`${file}.takeover`, old, old);
    expect(claims.claim(20001)).toBe(false);
    expect(fs.existsSync(`${file}.takeover`)).toBe(false);
    expect(claims.claim(20001)).toBe(true);
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
    expect(fs.readdirSync(tmp)).toEqual(['20001']);
  });

  test('a released port can be claimed again; a release does not remove a claim another process holds now', () => {
    const claims = portClaims(tmp);
    expect(claims.claim(20001)).toBe(true);
    claims.release(20001);
    expect(fs.existsSync(path.join(tmp, '20001'))).toBe(false);
    expect(claims.claim(20001)).toBe(true);
    fs.writeFileSync(path.join(tmp, '20001'), String(process.ppid));
    claims.release(20001);
    expect(fs.readFileSync(path.join(tmp, '20001'), 'utf8')).toBe(String(process.ppid));
  });

  test('four processes claiming the same ports at once never both win one', async () => {
    // A claim must appear whole: one created empty and written after was read as broken and taken over (seen in CI).
    const ports = Array.from({ length: 1000 }, (_, index) => 30000 + index);
    const children = [0, 1, 2, 3].map(() => claimInChild(tmp, ports));
    try {
      const won = await Promise.all(children.map((child) => child.won));
      expect(won.flat().sort((a, b) => a - b)).toEqual(ports);
    } finally {
      await Promise.all(children.map((child) => child.exit()));
    }
    // Gone, their claims are stale: this process takes one over.
    expect(portClaims(tmp).claim(30000)).toBe(true);
  });

  test('four processes taking over the same stale claims at once never both win one', async () => {
    // Each finds the claim of a process that is gone: only one may remove it and claim the port. Removing it without
    // knowing it is still the stale claim dropped another process's fresh claim, and both won the port.
    const ports = Array.from({ length: 1000 }, (_, index) => 30000 + index);
    // Their sweep runs before the stale claims appear, so each claim meets one.
    const children = [0, 1, 2, 3].map((index) => claimInChild(tmp, ports, 40000 + index));
    try {
      await Promise.all(children.map((child) => child.ready));
      const dead = String(deadPid());
      for (const port of ports) fs.writeFileSync(path.join(tmp, String(port)), dead);
      for (const child of children) child.go();
      const won = await Promise.all(children.map((child) => child.won));
      expect(won.flat().sort((a, b) => a - b)).toEqual(ports);
    } finally {
      await Promise.all(children.map((child) => child.exit()));
    }
  });
});
