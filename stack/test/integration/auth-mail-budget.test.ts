/**
 * The CLI's mail budget: `[auth.rate_limit] email_sent` binds only with `[auth.email.smtp]`; with the local inbox the
 * CLI lets GoTrue send 360000 mails an hour (auth-limits.test.ts covers the budget with a relay configured).
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { serviceClient, uniqueEmail } from '../support/auth.ts';
import { mailbox } from '../support/mail.ts';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({
    config: (config) => {
      (config.auth as { rate_limit: Record<string, unknown> }).rate_limit.email_sent = 30;
    },
  });
}, 120_000);

afterAll(async () => {
  await stack?.dispose();
});

test('with the local inbox and email_sent = 30, 35 invitations in a row are all sent', async () => {
  const admin = serviceClient(stack).auth.admin;
  const emails = Array.from({ length: 35 }, () => uniqueEmail('zaproszenie'));
  for (const email of emails) {
    const { error } = await admin.inviteUserByEmail(email);
    expect(error).toBeNull();
  }
  const inbox = mailbox(stack.env.MAILPIT_URL!);
  const last = await inbox.waitFor({ to: emails.at(-1)! });
  expect(last.subject).toBe('Zaproszenie do Obrazy AI');
});
