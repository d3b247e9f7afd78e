import assert from 'node:assert/strict';
import { bucketKey, isWellFormedToken, randomToken, sha256Hex, unsubscribeToken, verifyUnsubscribeToken, webViewToken } from './tokens.ts';
import { isValidEmail, maskEmail, normaliseEmail } from './email.ts';

const secret = 'sekret-testowy-o-długości-ponad-32-znaki';
const subscriberId = '0f5c2a52-52a8-4f8e-9d0e-3d3b7a1c9e11';

Deno.test('random tokens are 43 base64url characters, well formed and never repeat', () => {
  const tokens = new Set(Array.from({ length: 200 }, randomToken));
  assert.equal(tokens.size, 200);
  for (const token of tokens) assert.ok(isWellFormedToken(token), token);
  assert.equal(isWellFormedToken('za-krótki'), false);
  assert.equal(isWellFormedToken(`${randomToken()}=`), false);
  assert.equal(isWellFormedToken(42), false);
});

Deno.test('sha256Hex matches the known digest (and SQL encode(sha256(...), hex))', async () => {
  assert.equal(await sha256Hex('abc'), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  assert.match(await sha256Hex('zażółć'), /^[0-9a-f]{64}$/);
});

Deno.test('an unsubscribe token verifies to its subscriber; forged, altered or foreign ones do not', async () => {
  const token = await unsubscribeToken(secret, subscriberId);
  assert.equal(await verifyUnsubscribeToken(secret, token), subscriberId);
  assert.equal(await verifyUnsubscribeToken('inny-sekret', token), undefined);
  const otherId = '1f5c2a52-52a8-4f8e-9d0e-3d3b7a1c9e11';
  assert.equal(await verifyUnsubscribeToken(secret, token.replace(subscriberId, otherId)), undefined);
  assert.equal(await verifyUnsubscribeToken(secret, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`), undefined);
  for (const bad of ['', 'test', `${subscriberId}.`, `${token}.x`, `nie-uuid.${token.split('.')[1]}`, null, 7]) {
    assert.equal(await verifyUnsubscribeToken(secret, bad), undefined, String(bad));
  }
});

Deno.test('web-view tokens are stable per issue and differ between issues', async () => {
  const a = await webViewToken(secret, 'issue-a');
  assert.equal(a, await webViewToken(secret, 'issue-a'));
  assert.notEqual(a, await webViewToken(secret, 'issue-b'));
  assert.ok(isWellFormedToken(a));
});

Deno.test('rate-limit buckets hide the IP and the address', async () => {
  const key = await bucketKey(secret, 'email', 'ala@example.com');
  assert.match(key, /^email:[A-Za-z0-9_-]{32}$/);
  assert.ok(!key.includes('ala'));
  assert.notEqual(await bucketKey(secret, 'ip', 'ala@example.com'), key.replace('email:', 'ip:'));
});

Deno.test('addresses are normalised, validated and masked for logs', () => {
  assert.equal(normaliseEmail('  Ala.Kot@Example.COM '), 'ala.kot@example.com');
  assert.ok(isValidEmail(' Ala@Example.com'));
  for (const bad of ['', 'ala', 'ala@', '@example.com', 'ala@example', 'a la@example.com', `${'a'.repeat(250)}@example.com`, 5]) {
    assert.equal(isValidEmail(bad), false, String(bad));
  }
  assert.equal(maskEmail('jankowalski@example.com'), 'ja***@example.com');
});

Deno.test('one mailbox only: lists, display names, quotes and odd hosts are refused (the review sent mail to a,b@evil.example)', () => {
  for (const good of ['ala.kot+newsletter@obrazy-ai.pl', "o'brien@example.co.uk", 'x@xn--dj-3ia.pl', 'a_b-c@sub.example.com', 'łucja@example.com']) {
    assert.ok(isValidEmail(good), good);
  }
  for (const bad of [
    'a,b@evil.example',
    'ala@obrazy-ai.pl,eve@evil.example',
    'Ala <ala@example.com>',
    '"ala kot"@example.com',
    'ala..kot@example.com',
    '.ala@example.com',
    'ala@-example.com',
    'ala@example..com',
    'ala@łódź.pl',
    'ala@example.com\nBcc: eve@evil.example',
    `${'a'.repeat(65)}@example.com`,
  ]) {
    assert.equal(isValidEmail(bad), false, bad);
  }
});
