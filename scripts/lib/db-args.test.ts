import { describe, expect, it } from 'vitest';
import { cliArgs, redact } from './db-args.ts';

const local = async () => 'postgresql://postgres:postgres@127.0.0.1:54322/postgres';
const noLocal = async (): Promise<string> => {
  throw new Error('local stack asked for');
};

describe('npm run db:* arguments', () => {
  it('target the local stack when no database is named (the CLI default needs Docker)', async () => {
    expect(await cliArgs('list', [], local)).toEqual([
      'migration',
      'list',
      '--remote=postgresql://postgres:postgres@127.0.0.1:54322/postgres',
    ]);
    expect(await cliArgs('push', ['--dry-run'], local)).toEqual([
      'db',
      'push',
      '--remote=postgresql://postgres:postgres@127.0.0.1:54322/postgres',
      '--dry-run',
    ]);
  });

  it('pass --db-url (both spellings) and --linked as the CLI 3 --remote, without asking for the local stack', async () => {
    expect(await cliArgs('push', ['--db-url', 'postgresql://u:p@h:5432/d', '--include-seed'], noLocal)).toEqual([
      'db',
      'push',
      '--remote=postgresql://u:p@h:5432/d',
      '--include-seed',
    ]);
    expect(await cliArgs('list', ['--db-url=postgresql://h/d'], noLocal)).toEqual(['migration', 'list', '--remote=postgresql://h/d']);
    expect(await cliArgs('list', ['--linked'], noLocal)).toEqual(['migration', 'list', '--remote']);
  });

  it('refuse a missing value, two targets, a missing migration name and unknown commands', async () => {
    await expect(cliArgs('push', ['--db-url'], noLocal)).rejects.toThrow('--db-url needs a value');
    await expect(cliArgs('push', ['--linked', '--db-url', 'postgresql://h/d'], noLocal)).rejects.toThrow('not both');
    await expect(cliArgs('new', [], noLocal)).rejects.toThrow('npm run db:new <name>');
    await expect(cliArgs('new', ['--x'], noLocal)).rejects.toThrow('npm run db:new <name>');
    await expect(cliArgs('reset', [], noLocal)).rejects.toThrow('Unknown command "reset"');
    expect(await cliArgs('new', ['add_tags'], noLocal)).toEqual(['migration', 'new', 'add_tags']);
  });

  it('print URLs without their password', () => {
    expect(redact('postgresql://postgres:s3cret@db.example.pl:5432/postgres')).toBe(
      'postgresql://postgres:***@db.example.pl:5432/postgres',
    );
    expect(redact('not a url s3cret')).not.toContain('s3cret');
  });
});
