import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import * as toml from 'smol-toml';
import { adminDbUrl, createTestWorkdir, runCli, serviceLog, sql, startTestStack, type TestStack } from '../support/stack.ts';
import { isProcessAlive } from '../../src/shared/ports.ts';
import { parseEnv } from '../../src/status.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tracked(options?: Parameters<typeof startTestStack>[0]): Promise<TestStack> {
  const stack = await startTestStack(options);
  cleanups.push(() => stack.dispose());
  return stack;
}

const query = sql;

function readState(workdir: string): { supervisorPid: number; postgresPid: number; services: { name: string; pid: number }[] } {
  return JSON.parse(fs.readFileSync(path.join(workdir, '.stack', 'state.json'), 'utf8'));
}

async function waitUntilDead(pids: number[]): Promise<void> {
  for (let i = 0; i < 100 && pids.some(isProcessAlive); i++) await new Promise((resolve) => setTimeout(resolve, 50));
}

const insertMarker = (dbUrl: string, marker: string) =>
  query(
    dbUrl,
    `insert into public.posts (slug, section, title, lead, body_md, status, published_at) values ($1, 'post', 'Trwały wpis', 'lead', 'treść', 'published', now())`,
    [marker],
  );
const markerExists = async (dbUrl: string, marker: string) =>
  (await query(dbUrl, 'select 1 from public.posts where slug = $1', [marker])).length === 1;

describe('stack lifecycle', () => {
  test('a committed row survives stack down + stack up, and only the seed of a fresh database runs', async () => {
    const stack = await tracked();
    await insertMarker(stack.env.DB_URL!, 'przetrwa-restart');
    expect((await stack.down()).code).toBe(0);
    const secondUp = await stack.up();
    expect(secondUp.stdout).not.toMatch(/seeded/);
    expect(await markerExists(stack.env.DB_URL!, 'przetrwa-restart')).toBe(true);
  });

  test('kill -9 of the whole stack (supervisor, Postgres, PostgREST) loses no committed row', async () => {
    const stack = await tracked();
    await insertMarker(stack.env.DB_URL!, 'przetrwa-kill-9');
    const state = readState(stack.workdir);
    const pids = [state.supervisorPid, state.postgresPid, ...state.services.map((service) => service.pid)];
    process.kill(-state.supervisorPid, 'SIGKILL'); // the supervisor leads its own process group
    await waitUntilDead(pids);
    expect(pids.filter(isProcessAlive)).toEqual([]);
    await stack.up();
    expect(await markerExists(stack.env.DB_URL!, 'przetrwa-kill-9')).toBe(true);
    // Proof that this was a crash and Postgres replayed its WAL, not a clean restart.
    expect(await serviceLog(stack.workdir, 'postgres', ['automatic recovery in progress'])).toContain('automatic recovery in progress');
  });

  test('kill -9 of Postgres alone: the stack starts it again, REST and auth serve the same data, the supervisor lives', async () => {
    const stack = await tracked({ exclude: ['storage', 'realtime', 'functions', 'mail'] });
    await insertMarker(stack.env.DB_URL!, 'po-awarii');
    const before = readState(stack.workdir);
    process.kill(before.postgresPid, 'SIGKILL');
    await waitUntilDead([before.postgresPid]);

    const eventually = async (check: () => Promise<boolean>) => {
      for (let i = 0; i < 120; i++) {
        if (await check().catch(() => false)) return true;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      return false;
    };
    expect(await eventually(() => markerExists(stack.env.DB_URL!, 'po-awarii'))).toBe(true);
    const headers = { apikey: stack.env.SERVICE_ROLE_KEY!, authorization: `Bearer ${stack.env.SERVICE_ROLE_KEY}` };
    expect(
      await eventually(async () => {
        const response = await fetch(`${stack.env.API_URL}/rest/v1/posts?slug=eq.po-awarii&select=slug`, { headers });
        return response.ok && JSON.stringify(await response.json()) === '[{"slug":"po-awarii"}]';
      }),
    ).toBe(true);
    expect(await eventually(async () => (await fetch(`${stack.env.API_URL}/auth/v1/admin/users?per_page=1`, { headers })).ok)).toBe(true);

    const after = readState(stack.workdir);
    expect(isProcessAlive(after.supervisorPid)).toBe(true);
    expect(after.supervisorPid).toBe(before.supervisorPid);
    expect(after.postgresPid).not.toBe(before.postgresPid);
    expect(isProcessAlive(after.postgresPid)).toBe(true);
    const log = await serviceLog(stack.workdir, 'postgres', ['Postgres exited unexpectedly; restarting', 'automatic recovery in progress']);
    expect(log).toContain('Postgres exited unexpectedly; restarting');
    expect(log).toContain('automatic recovery in progress');
  });

  test('while Postgres is down, auth and storage answer 503 with a clear message, and serve again once it is back', async () => {
    const stack = await tracked({ exclude: ['realtime', 'functions', 'mail'] });
    const headers = { apikey: stack.env.SERVICE_ROLE_KEY!, authorization: `Bearer ${stack.env.SERVICE_ROLE_KEY}` };
    const auth = () => fetch(`${stack.env.API_URL}/auth/v1/admin/users?per_page=1`, { headers });
    const storage = () => fetch(`${stack.env.API_URL}/storage/v1/bucket`, { headers });
    expect((await auth()).status).toBe(200);
    expect((await storage()).status).toBe(200);

    const before = readState(stack.workdir);
    process.kill(before.postgresPid, 'SIGKILL');
    await waitUntilDead([before.postgresPid]);
    // The supervisor waits half a second before it starts Postgres again: now it is down.
    const [authDown, storageDown] = await Promise.all([auth(), storage()]);
    expect(authDown.status).toBe(503);
    expect(await authDown.json()).toEqual({
      code: 503,
      error_code: 'unexpected_failure',
      msg: 'The database is not available right now; try again in a few seconds.',
    });
    expect(storageDown.status).toBe(503);
    expect(await storageDown.json()).toMatchObject({ statusCode: '503', code: 'DatabaseUnavailable' });

    const back = async (call: () => Promise<Response>) => {
      for (let i = 0; i < 120; i++) {
        if ((await call().catch(() => undefined))?.status === 200) return true;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      return false;
    };
    expect(await back(auth)).toBe(true);
    expect(await back(storage)).toBe(true);
  });

  test('kill -9 of the supervisor alone: the next up takes over its orphaned Postgres and PostgREST', async () => {
    const stack = await tracked();
    await insertMarker(stack.env.DB_URL!, 'sierota');
    const state = readState(stack.workdir);
    process.kill(state.supervisorPid, 'SIGKILL');
    await waitUntilDead([state.supervisorPid]);
    const result = await stack.up();
    expect(result.code).toBe(0);
    const orphans = state.services.filter((service) => service.name === 'rest').map((service) => service.pid);
    await waitUntilDead(orphans);
    expect(orphans.filter(isProcessAlive)).toEqual([]);
    expect(await markerExists(stack.env.DB_URL!, 'sierota')).toBe(true);
  });

  test('a data directory from an older stack version gets the newer bootstrap steps on the next up', async () => {
    const stack = await tracked();
    // The stack's own bookkeeping belongs to the superuser.
    const admin = adminDbUrl(stack.env.DB_URL!);
    const [row] = await query<{ latest: number }>(admin, 'select max(version) as latest from _stack.bootstrap');
    const latest = row!.latest;
    // What an older stack left behind: the same cluster without the newest bootstrap step recorded.
    await query(admin, 'delete from _stack.bootstrap where version = $1', [latest]);
    await stack.down();
    const result = await stack.up();
    expect(result.stdout).toContain(`stack schema upgraded to version ${latest}`);
    expect(await query(admin, 'select version from _stack.bootstrap where version = $1', [latest])).toHaveLength(1);
  });

  test('reset of a running stack happens in place: same supervisor, a new seeded database, seeded objects registered again', async () => {
    const stack = await tracked({ exclude: ['functions', 'realtime'] });
    await insertMarker(stack.env.DB_URL!, 'zniknie-po-resecie');
    const covers = () =>
      query<{ name: string; version: string }>(
        stack.env.DB_URL!,
        "select name, version from storage.objects where bucket_id = 'covers' order by name",
      );
    const before = await covers();
    expect(before.length).toBeGreaterThan(0);
    const { supervisorPid, postgresPid } = readState(stack.workdir);

    const reset = await runCli(stack.workdir, ['reset', '--yes']);
    expect(reset.code, reset.stderr).toBe(0);
    expect(reset.stdout).toMatch(/✔ postgres +ready in .* \(new database from the template/);
    expect(reset.stdout).toMatch(/✔ storage +ready in/);
    expect(reset.stdout).toMatch(/Local stack reset in \d+\.\d\d s\./);
    const after = readState(stack.workdir);
    expect(after.supervisorPid).toBe(supervisorPid);
    expect(after.postgresPid).not.toBe(postgresPid);
    expect(isProcessAlive(postgresPid)).toBe(false);
    expect(await markerExists(stack.env.DB_URL!, 'zniknie-po-resecie')).toBe(false);
    expect((await query(stack.env.DB_URL!, "select 1 from public.posts where status = 'published'")).length).toBeGreaterThan(0);
    // The seed files' bytes stayed on disk and were registered again, not written anew: the same versions.
    expect(await covers()).toEqual(before);
    const served = await fetch(`${stack.env.API_URL}/storage/v1/object/public/covers/${before[0]!.name}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(
      fs.readFileSync(path.join(stack.workdir, 'supabase', 'seed-files', 'covers', before[0]!.name)),
    );
  });

  test('two resets at once: both report the finished reset, and the same supervisor serves on', async () => {
    const stack = await tracked({ exclude: ['functions', 'realtime', 'storage', 'mail'] });
    const { supervisorPid } = readState(stack.workdir);
    const [first, second] = await Promise.all([runCli(stack.workdir, ['reset', '--yes']), runCli(stack.workdir, ['reset', '--yes'])]);
    expect(first!.code, first!.stderr).toBe(0);
    expect(second!.code, second!.stderr).toBe(0);
    expect(second!.stdout).toMatch(/Local stack reset in/);
    expect(readState(stack.workdir).supervisorPid).toBe(supervisorPid);
    expect((await query(stack.env.DB_URL!, 'select 1 as ok')).length).toBe(1);
  });

  test('a reset asked for while another one is already restarting the services joins it', async () => {
    // Without templates the reset runs every migration: a window of a second or more with no service up.
    const stack = await tracked({ exclude: ['functions', 'realtime', 'storage', 'mail'], env: { STACK_TEMPLATES: 'off' } });
    const { supervisorPid, postgresPid } = readState(stack.workdir);
    const first = runCli(stack.workdir, ['reset', '--yes']);
    // The first reset has stopped the old Postgres and is making the new database: the moment a second CLI used to
    // find no running stack, delete the database under the reset and report the stack "already running".
    while (isProcessAlive(postgresPid)) await new Promise((resolve) => setTimeout(resolve, 5));
    // A reset and an `up` from two more terminals: the reset joins, the `up` waits for the stack to be back.
    const [second, up] = await Promise.all([runCli(stack.workdir, ['reset', '--yes']), runCli(stack.workdir, ['up'])]);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toMatch(/Local stack reset in/);
    expect(up.code, up.stderr).toBe(0);
    // The status of a stack that is back, with its services (not the empty list of one in the middle of a reset).
    expect(up.stdout).toMatch(/postgres +postgresql:\/\/127\.0\.0\.1:\d+\/postgres/);
    expect((await first).code).toBe(0);
    expect(readState(stack.workdir).supervisorPid).toBe(supervisorPid);
    expect((await query(stack.env.DB_URL!, 'select count(*)::int as n from public.posts'))[0]!.n).toBeGreaterThan(0);
  });

  test('a reset whose new database cannot be made reports why and leaves nothing running', async () => {
    const stack = await tracked({ exclude: ['functions', 'realtime', 'storage', 'mail'] });
    const { supervisorPid, postgresPid } = readState(stack.workdir);
    const bad = path.join(stack.workdir, 'supabase', 'migrations', '29990101000000_broken.sql');
    fs.writeFileSync(bad, 'select * from public.missing_table;\n');
    const reset = await runCli(stack.workdir, ['reset', '--yes']);
    expect(reset.code).toBe(1);
    expect(reset.stderr).toContain('relation "public.missing_table" does not exist');
    await waitUntilDead([supervisorPid, postgresPid]);
    expect([supervisorPid, postgresPid].filter(isProcessAlive)).toEqual([]);
    fs.rmSync(bad);
    expect((await stack.up()).code).toBe(0);
  });

  test('a reset with a config.toml that cannot be read changes nothing: the stack runs on with its data', async () => {
    const stack = await tracked({ exclude: ['functions', 'realtime', 'storage', 'mail'] });
    await insertMarker(stack.env.DB_URL!, 'przetrwa-zly-config');
    const { supervisorPid, postgresPid } = readState(stack.workdir);
    const configFile = path.join(stack.workdir, 'supabase', 'config.toml');
    const good = fs.readFileSync(configFile, 'utf8');
    fs.writeFileSync(configFile, `${good}\n[api\n`);
    const reset = await runCli(stack.workdir, ['reset', '--yes']);
    fs.writeFileSync(configFile, good);
    expect(reset.code).toBe(1);
    expect(reset.stderr).toMatch(/config\.toml/);
    expect(reset.stderr).toContain('Nothing was reset; the stack runs on.');
    const after = readState(stack.workdir);
    expect([after.supervisorPid, after.postgresPid]).toEqual([supervisorPid, postgresPid]);
    expect(await markerExists(stack.env.DB_URL!, 'przetrwa-zly-config')).toBe(true);
    // The next reset (config.toml readable again) resets as usual.
    const again = await runCli(stack.workdir, ['reset', '--yes']);
    expect(again.code, again.stderr).toBe(0);
    expect(await markerExists(stack.env.DB_URL!, 'przetrwa-zly-config')).toBe(false);
  });

  test('a supervisor that does not announce in-place resets (an older one) is reset by stop and start', async () => {
    const stack = await tracked({ exclude: ['functions', 'realtime', 'storage', 'mail'] });
    const statePath = path.join(stack.workdir, '.stack', 'state.json');
    const { resetsInPlace, ...older } = JSON.parse(fs.readFileSync(statePath, 'utf8'));
    expect(resetsInPlace).toBe(true);
    fs.writeFileSync(statePath, JSON.stringify(older));
    const reset = await runCli(stack.workdir, ['reset', '--yes']);
    expect(reset.code, reset.stderr).toBe(0);
    expect(reset.stdout).toContain('Local stack stopped.');
    expect(readState(stack.workdir).supervisorPid).not.toBe(older.supervisorPid);
  });

  test('stack up twice is harmless: it reports the running stack', async () => {
    const stack = await tracked();
    const { supervisorPid } = readState(stack.workdir);
    const again = await runCli(stack.workdir, ['up']);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/already running/);
    expect(readState(stack.workdir).supervisorPid).toBe(supervisorPid);
  });

  test("status -o env prints the CLI's names, sorted and quoted", async () => {
    const stack = await tracked();
    const { stdout } = await runCli(stack.workdir, ['status', '-o', 'env']);
    const names = stdout
      .trim()
      .split('\n')
      .map((line) => line.split('=')[0]);
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(
      expect.arrayContaining([
        'API_URL',
        'REST_URL',
        'FUNCTIONS_URL',
        'DB_URL',
        'MAILPIT_URL',
        'ANON_KEY',
        'SERVICE_ROLE_KEY',
        'PUBLISHABLE_KEY',
        'SECRET_KEY',
        'JWT_SECRET',
      ]),
    );
    expect(stdout).toMatch(/^API_URL="http:\/\/127\.0\.0\.1:\d+"$/m);
    const json = JSON.parse((await runCli(stack.workdir, ['status', '-o', 'json'])).stdout);
    expect(json).toEqual(parseEnv(stdout));
  });

  test('a taken port stops start-up naming the port and the config key; nothing is left running', async () => {
    const workdir = await createTestWorkdir();
    cleanups.push(() => fs.rmSync(workdir, { recursive: true, force: true }));
    const config = toml.parse(fs.readFileSync(path.join(workdir, 'supabase', 'config.toml'), 'utf8')) as { api: { port: number } };
    const blocker = net.createServer().listen(config.api.port, '127.0.0.1');
    cleanups.push(() => void blocker.close());
    const result = await runCli(workdir, ['up']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Port ${config.api.port} is already in use`);
    expect(result.stderr).toContain('[api] port');
    expect(fs.existsSync(path.join(workdir, '.stack', 'state.json'))).toBe(false);
    expect(fs.existsSync(path.join(workdir, '.stack', 'data', 'postmaster.pid'))).toBe(false);
  });

  test('a failing migration stops start-up with file, line and message, and leaves nothing of that file', async () => {
    const bad = 'migrations/29990101000000_broken.sql';
    const workdir = await createTestWorkdir({
      files: {
        [bad]:
          'create table public.should_not_exist (id int);\n\n-- the next statement fails\ninsert into public.missing_table\n  values (1);\n',
      },
    });
    cleanups.push(async () => {
      await runCli(workdir, ['down']);
      fs.rmSync(workdir, { recursive: true, force: true });
    });
    const failed = await runCli(workdir, ['up']);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(`supabase/${bad}:4: ERROR: relation "public.missing_table" does not exist`);
    expect(fs.existsSync(path.join(workdir, '.stack', 'state.json'))).toBe(false);

    fs.rmSync(path.join(workdir, 'supabase', bad));
    expect((await runCli(workdir, ['up'])).code).toBe(0);
    const env = parseEnv((await runCli(workdir, ['status', '-o', 'env'])).stdout);
    expect(await query(env.DB_URL!, "select to_regclass('public.should_not_exist') as table")).toEqual([{ table: null }]);
    const versions = (
      await query<{ version: string }>(env.DB_URL!, 'select version from supabase_migrations.schema_migrations order by version')
    ).map((row) => row.version);
    expect(versions).not.toContain('29990101000000');
    expect(versions.length).toBe(fs.readdirSync(path.join(workdir, 'supabase', 'migrations')).length);
  });

  test('a corrupt data directory is reported and left untouched', async () => {
    const workdir = await createTestWorkdir();
    cleanups.push(() => fs.rmSync(workdir, { recursive: true, force: true }));
    const junk = path.join(workdir, '.stack', 'data', 'precious.txt');
    fs.mkdirSync(path.dirname(junk), { recursive: true });
    fs.writeFileSync(junk, 'do not delete');
    const result = await runCli(workdir, ['up']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/holds no Postgres cluster/);
    expect(fs.readFileSync(junk, 'utf8')).toBe('do not delete');
  });

  test('a data directory held by another Postgres is reported, not taken over', async () => {
    const owner = await tracked();
    const intruder = await createTestWorkdir();
    const intruderStack = path.join(intruder, 'other-stack');
    fs.mkdirSync(intruderStack, { recursive: true });
    fs.symlinkSync(path.join(owner.workdir, '.stack', 'data'), path.join(intruderStack, 'data'));
    cleanups.push(() => fs.rmSync(intruder, { recursive: true, force: true }));
    const result = await runCli(intruder, ['up'], { STACK_DIR: intruderStack });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/in use by another Postgres server \(pid \d+\)/);
    expect(await markerExists(owner.env.DB_URL!, 'nic')).toBe(false); // the owner still answers
  });
});
