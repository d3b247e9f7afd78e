import assert from 'node:assert/strict';
import { messageIdFor, unsubscribeLinks } from './deliver.ts';
import { verifyUnsubscribeToken } from '../_shared/tokens.ts';
import { describeFailure, isPermanentFailure } from '../_shared/mailer.ts';

Deno.test('the Message-ID of a delivery is stable and uses the sender domain', () => {
  const id = 'b0b6c8e4-7d55-4d8e-9f39-1f1e0b3f4a10';
  assert.equal(messageIdFor(id, 'Obrazy AI <newsletter@obrazy.pl>'), `<${id}@obrazy.pl>`);
  assert.equal(messageIdFor(id, 'newsletter@obrazy.pl'), `<${id}@obrazy.pl>`);
  assert.equal(messageIdFor(id, 'Obrazy AI <newsletter@obrazy.pl>'), messageIdFor(id, 'Obrazy AI <newsletter@obrazy.pl>'));
});

Deno.test('unsubscribe links carry a token that verifies to the subscriber', async () => {
  const subscriber = 'c1d2e3f4-0000-4000-8000-000000000001';
  const links = await unsubscribeLinks('s'.repeat(40), subscriber, 'https://obrazy.pl', 'https://x.supabase.co/functions/v1');
  assert.match(links.page, /^https:\/\/obrazy\.pl\/newsletter\/unsubscribe\?token=/);
  assert.match(links.oneClick, /^https:\/\/x\.supabase\.co\/functions\/v1\/newsletter-unsubscribe\?token=/);
  const token = decodeURIComponent(new URL(links.oneClick).searchParams.get('token')!);
  assert.equal(await verifyUnsubscribeToken('s'.repeat(40), token), subscriber);
});

Deno.test('SMTP 5xx is permanent; 4xx and network errors are temporary; errors lose addresses', () => {
  assert.equal(isPermanentFailure({ responseCode: 550 }), true);
  assert.equal(isPermanentFailure({ responseCode: 451 }), false);
  assert.equal(isPermanentFailure(new Error('ECONNREFUSED')), false);
  assert.equal(describeFailure({ responseCode: 550, message: 'No such user ala@example.com' }), '550 No such user <adres>');
});
