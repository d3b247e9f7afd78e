import { describe, expect, test } from 'vitest';
import { SERVICES } from '../../src/services/registry.ts';
import { resolveExcluded, StartupError } from '../../src/supervisor.ts';

describe('the service registry', () => {
  test('lists every service the supervisor starts, Postgres first and the gateway after the services behind it', () => {
    expect(SERVICES.map((service) => service.name)).toEqual([
      'postgres',
      'rest',
      'mail',
      'auth',
      'functions',
      'realtime',
      'storage',
      'meta',
      'net',
      'mcp',
      'studio',
      'cron',
      'gateway',
    ]);
    const gateway = SERVICES.find((service) => service.name === 'gateway')!;
    const routed = SERVICES.filter((service) => service.route).map((service) => service.name);
    expect([...(gateway.after ?? [])].sort()).toEqual(routed.sort());
  });

  test('every `after` names a registered service, and no service waits for itself through others', () => {
    const byName = new Map(SERVICES.map((service) => [service.name, service]));
    const waitsFor = (name: string, seen: Set<string>): void => {
      for (const next of byName.get(name)!.after ?? []) {
        expect(byName.has(next), `${name} waits for ${next}`).toBe(true);
        expect(seen.has(next), `cycle through ${next}`).toBe(false);
        waitsFor(next, new Set([...seen, next]));
      }
    };
    for (const service of SERVICES) waitsFor(service.name, new Set([service.name]));
  });

  test("the core (Postgres, PostgREST, gateway) cannot be excluded; the CLI's names for the others can", () => {
    expect(resolveExcluded(['gotrue', 'mailpit', 'storage'])).toEqual(['auth', 'mail', 'storage']);
    for (const core of ['postgres', 'rest', 'gateway']) expect(() => resolveExcluded([core])).toThrow(StartupError);
  });
});
