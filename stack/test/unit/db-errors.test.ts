import { describe, expect, test } from 'vitest';
import { fromDatabaseError } from '../../src/services/storage/errors.ts';
import { isDatabaseUnavailable } from '../../src/shared/db-errors.ts';

describe('isDatabaseUnavailable', () => {
  test('knows a database that is down, restarting or gone mid-query', () => {
    for (const error of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:54322'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
    }
  });

  test('leaves query errors, constraint violations and programming errors alone', () => {
    for (const error of [
      Object.assign(new Error('duplicate key'), { code: '23505' }),
      Object.assign(new Error('permission denied'), { code: '42501' }),
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
      new TypeError('x is undefined'),
      null,
      'text',
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});

test('storage answers a database that is down with 503 and a clear message', () => {
  const error = fromDatabaseError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))!;
  expect(error.httpStatus).toBe(503);
  expect(error.render()).toEqual({
    statusCode: '503',
    code: 'DatabaseUnavailable',
    error: 'Service Unavailable',
    message: 'The database is not available right now; try again in a few seconds.',
  });
});
