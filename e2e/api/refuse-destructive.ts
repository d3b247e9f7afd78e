import { beforeEach } from 'vitest';
import type { Suite, Test } from '@vitest/runner';
import { currentDestructivePolicy } from '../support/guard.ts';
import { DESTRUCTIVE_TAG, tagsOf } from '../support/tags.ts';

/**
 * A test tagged @destructive (it changes or leaves data it did not create) fails before it starts against a target
 * not marked as a test environment (e2e/support/env.ts, destructivePolicy). `npm run test:e2e` leaves such tests out
 * there anyway; this holds when vitest is run by hand.
 */
const policy = currentDestructivePolicy();

function fullName(test: Test | Suite): string {
  const names: string[] = [];
  for (let task: Test | Suite | undefined = test; task; task = task.suite) if (task.name) names.unshift(task.name);
  return names.join(' ');
}

beforeEach(({ task }) => {
  if (!policy.allowed && tagsOf(fullName(task)).includes(DESTRUCTIVE_TAG))
    throw new Error(`Refused: this test is ${DESTRUCTIVE_TAG}. ${policy.reason}`);
});
