import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';

// Visitors' training inquiries: at most 3 an hour per e-mail address, also when they arrive at the same moment
// (before: parallel inserts all counted the same rows and all passed).

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ exclude: ['mail', 'functions', 'realtime', 'storage'] });
});

afterAll(async () => {
  await stack?.dispose();
});

function inquire(email: string) {
  return fetch(`${stack.env.API_URL}/rest/v1/training_inquiries`, {
    method: 'POST',
    headers: { apikey: stack.env.ANON_KEY!, authorization: `Bearer ${stack.env.ANON_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      offer_slug: 'szkolenie-midjourney-ai',
      name: 'Ala Kowalska',
      email,
      message: 'Chcemy szkolenie dla zespołu graficznego.',
      consent: true,
    }),
  });
}

describe('the per-address limit', () => {
  test('holds when eight inquiries from one address arrive at once: three are stored', async () => {
    const email = `rownolegle-${Date.now()}@obrazy-ai.test`;
    const statuses = (await Promise.all(Array.from({ length: 8 }, () => inquire(email)))).map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
  });

  test('counts addresses case-insensitively and without surrounding spaces', async () => {
    const email = `wielkie-${Date.now()}@obrazy-ai.test`;
    for (const variant of [email, email.toUpperCase(), ` ${email} `]) expect((await inquire(variant)).status).toBe(201);
    expect((await inquire(email)).status).toBe(400);
  });
});
