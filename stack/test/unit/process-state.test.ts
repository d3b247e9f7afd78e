// Whether a pid's process runs: what `stack status`, `stack down` and a second `stack up` ask of the supervisor's pid.
// Linux tells zombies apart through /proc; macOS and Windows have no /proc, where kill(pid, 0) alone answers.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { processState } from '../../src/shared/ports.ts';

const noProcFs = {
  hasProcFs: false,
  readStat: (): string[] => {
    throw Object.assign(new Error('ENOENT: no such file or directory, open /proc/1/stat'), { code: 'ENOENT' });
  },
};
const exited = () => spawnSync(process.execPath, ['-e', '0']).pid!;

describe('processState', () => {
  it('without /proc (macOS, Windows): a process that runs is running, one that exited is gone', () => {
    expect(processState(process.pid, noProcFs)).toBe('running');
    expect(processState(exited(), noProcFs)).toBe('gone');
  });

  it('with /proc: a zombie, a running process and a vanished one as /proc/<pid>/stat says', () => {
    const proc = (fields: string[] | Error) => ({
      hasProcFs: true,
      readStat: () => {
        if (fields instanceof Error) throw fields;
        return fields;
      },
    });
    expect(processState(process.pid, proc(['Z', '1']))).toBe('zombie');
    expect(processState(process.pid, proc(['S', '1']))).toBe('running');
    expect(processState(process.pid, proc(new Error('ENOENT')))).toBe('gone');
    expect(processState(exited(), proc(['S', '1']))).toBe('gone');
  });
});
