import { describe, expect, test } from 'vitest';
import {
  chooseSource,
  composeEnv,
  dockerMissingMessage,
  E2eEnvError,
  parseDotenv,
  REQUIRED_NAMES,
  toE2eVariables,
  validateEnv,
} from './env.ts';

const complete = {
  API_URL: 'http://127.0.0.1:54321',
  ANON_KEY: 'anon',
  SERVICE_ROLE_KEY: 'service',
  DB_URL: 'postgresql://postgres:postgres@127.0.0.1:54322/postgres',
  MAILPIT_URL: 'http://127.0.0.1:54324',
};

describe('chooseSource', () => {
  test('nothing set: the local stack', () => {
    expect(chooseSource({})).toEqual({ kind: 'local' });
    expect(chooseSource({ E2E_ENV: '', E2E_ENV_FILE: ' ' })).toEqual({ kind: 'local' });
    expect(chooseSource({ E2E_ENV: 'local' })).toEqual({ kind: 'local' });
  });

  test('E2E_ENV_FILE: that file', () => {
    expect(chooseSource({ E2E_ENV_FILE: '/tmp/supabase.env' })).toEqual({ kind: 'file', path: '/tmp/supabase.env' });
    expect(chooseSource({ E2E_ENV_FILE: 'x.env', E2E_ENV: 'local' })).toEqual({ kind: 'file', path: 'x.env' });
  });

  test('E2E_ENV=supabase and E2E_ENV=compose', () => {
    expect(chooseSource({ E2E_ENV: 'supabase' })).toEqual({ kind: 'supabase' });
    expect(chooseSource({ E2E_ENV: 'compose' })).toEqual({ kind: 'compose' });
  });

  test('an unknown E2E_ENV is refused with the accepted values', () => {
    expect(() => chooseSource({ E2E_ENV: 'docker' })).toThrow(E2eEnvError);
    expect(() => chooseSource({ E2E_ENV: 'docker' })).toThrow(/E2E_ENV=docker is not known; use one of: local, supabase, compose/);
  });

  test('two backends named at once is refused, not silently resolved', () => {
    expect(() => chooseSource({ E2E_ENV: 'compose', E2E_ENV_FILE: 'a.env' })).toThrow(/either E2E_ENV=compose or E2E_ENV_FILE=a.env/);
  });
});

describe('validateEnv', () => {
  test('a complete env passes through unchanged', () => {
    expect(validateEnv({ ...complete, JWT_SECRET: 's' }, { kind: 'local' })).toEqual({ ...complete, JWT_SECRET: 's' });
  });

  test('every missing or empty required name is listed in one error, with the source', () => {
    const { ANON_KEY: _a, MAILPIT_URL: _m, ...partial } = complete;
    expect(() => validateEnv({ ...partial, DB_URL: ' ' }, { kind: 'file', path: 'my.env' })).toThrow(
      'E2E_ENV_FILE=my.env did not provide ANON_KEY, DB_URL, MAILPIT_URL. The file should hold the output of `supabase status -o env`',
    );
    expect(() => validateEnv({}, { kind: 'supabase' })).toThrow(
      `E2E_ENV=supabase (npx supabase status -o env) did not provide ${REQUIRED_NAMES.join(', ')}. Is \`npx supabase start\` running`,
    );
  });

  test('URLs must be URLs', () => {
    expect(() => validateEnv({ ...complete, API_URL: '127.0.0.1:54321' }, { kind: 'local' })).toThrow(
      'the local stack gave API_URL="127.0.0.1:54321", which is not a URL.',
    );
  });
});

test('toE2eVariables prefixes every name with E2E_', () => {
  expect(toE2eVariables({ API_URL: 'u', ANON_KEY: 'k' })).toEqual({ E2E_API_URL: 'u', E2E_ANON_KEY: 'k' });
});

describe('parseDotenv', () => {
  test('comments, export, quotes and inline comments as docker compose reads them', () => {
    const text = [
      '# Secrets',
      'POSTGRES_PASSWORD=s3cr#t',
      'export KONG_HTTP_PORT=8000   # the API',
      "SINGLE='a b # not a comment'",
      'DOUBLE="line\\nnext \\"q\\""',
      'EMPTY=',
      'not a line',
      '  SPACED = value  ',
    ].join('\n');
    expect(parseDotenv(text)).toEqual({
      POSTGRES_PASSWORD: 's3cr#t',
      KONG_HTTP_PORT: '8000',
      SINGLE: 'a b # not a comment',
      DOUBLE: 'line\nnext "q"',
      EMPTY: '',
      SPACED: 'value',
    });
  });
});

describe('composeEnv', () => {
  const dotenv = {
    KONG_HTTP_PORT: '8000',
    POSTGRES_HOST_PORT: '54322',
    POSTGRES_PASSWORD: 'p@ss/word',
    POSTGRES_DB: 'postgres',
    MAILPIT_UI_PORT: '54324',
    WEB_PORT: '3000',
    ANON_KEY: 'anon.jwt',
    SERVICE_ROLE_KEY: 'service.jwt',
    JWT_SECRET: 'x'.repeat(40),
  };

  test('maps the .env of the compose deployment to the supabase status names and the site URL', () => {
    const { env, siteUrl } = composeEnv(dotenv);
    expect(env).toEqual({
      API_URL: 'http://127.0.0.1:8000',
      REST_URL: 'http://127.0.0.1:8000/rest/v1',
      FUNCTIONS_URL: 'http://127.0.0.1:8000/functions/v1',
      GRAPHQL_URL: 'http://127.0.0.1:8000/graphql/v1',
      STORAGE_URL: 'http://127.0.0.1:8000/storage/v1',
      DB_URL: 'postgresql://postgres:p%40ss%2Fword@127.0.0.1:54322/postgres',
      MAILPIT_URL: 'http://127.0.0.1:54324',
      ANON_KEY: 'anon.jwt',
      SERVICE_ROLE_KEY: 'service.jwt',
      JWT_SECRET: 'x'.repeat(40),
    });
    expect(siteUrl).toBe('http://127.0.0.1:3000');
    expect(() => validateEnv(env, { kind: 'compose' })).not.toThrow();
    // The password survives the URL round trip.
    expect(decodeURIComponent(new URL(env.DB_URL!).password)).toBe('p@ss/word');
  });

  test('uses the Docker host it is given', () => {
    expect(composeEnv(dotenv, 'docker.internal').env.API_URL).toBe('http://docker.internal:8000');
  });

  test('a .env lacking names or with a bad port is refused with what to do', () => {
    const { ANON_KEY: _a, JWT_SECRET: _j, ...partial } = dotenv;
    expect(() => composeEnv(partial)).toThrow('.env lacks ANON_KEY, JWT_SECRET; copy .env.example to .env');
    expect(() => composeEnv({ ...dotenv, KONG_HTTP_PORT: '80000' })).toThrow(
      '.env has KONG_HTTP_PORT="80000", which is not a port number.',
    );
  });
});

test('a missing Docker engine gets a message that says what is missing and what else to run', () => {
  const message = dockerMissingMessage(new Error('Could not find a working container runtime strategy'));
  expect(message).toMatch(/^E2E_ENV=compose needs a running Docker engine/);
  expect(message).toContain('testcontainers said: Could not find a working container runtime strategy');
  expect(message).toContain('E2E_ENV=supabase');
});
