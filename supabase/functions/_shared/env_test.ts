import assert from 'node:assert/strict';
import { opaqueKeys, publicApiUrl, smtpSettings } from './env.ts';
import { roleOf } from './supabase.ts';

/** Runs `fn` with these variables set (undefined: unset), then restores the environment. */
function withEnv(vars: Record<string, string | undefined>, fn: () => void): void {
  const saved = Object.fromEntries(Object.keys(vars).map((name) => [name, Deno.env.get(name)]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) value === undefined ? Deno.env.delete(name) : Deno.env.set(name, value);
  };
  apply(vars);
  try {
    fn();
  } finally {
    apply(saved);
  }
}

Deno.test('mail links use the public API address, never the internal kong:8000', () => {
  withEnv({ SUPABASE_URL: 'http://kong:8000', SUPABASE_PUBLIC_URL: 'https://api.obrazy-ai.pl/' }, () =>
    assert.equal(publicApiUrl(), 'https://api.obrazy-ai.pl'),
  );
  // Under `supabase start` functions get SUPABASE_URL=http://kong:8000 and no public URL: the CLI's host port.
  withEnv({ SUPABASE_URL: 'http://kong:8000', SUPABASE_PUBLIC_URL: undefined }, () => assert.equal(publicApiUrl(), 'http://127.0.0.1:54321'));
  // Hosted projects and the local stack: SUPABASE_URL is already public.
  withEnv({ SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_PUBLIC_URL: '' }, () => assert.equal(publicApiUrl(), 'https://abc.supabase.co'));
});

Deno.test("SMTP: without SMTP_HOST the CLI's mail container (inbucket:1025); 465 means implicit TLS unless told otherwise", () => {
  withEnv({ SMTP_HOST: undefined, SMTP_PORT: undefined, SMTP_SECURE: undefined }, () =>
    assert.deepEqual(
      { ...smtpSettings(), user: undefined, pass: undefined },
      { host: 'inbucket', port: 1025, secure: false, user: undefined, pass: undefined },
    ),
  );
  withEnv({ SMTP_HOST: 'smtp.example.pl', SMTP_PORT: '465', SMTP_SECURE: undefined }, () => assert.equal(smtpSettings().secure, true));
  withEnv({ SMTP_HOST: 'smtp.example.pl', SMTP_PORT: '465', SMTP_SECURE: 'false' }, () => assert.equal(smtpSettings().secure, false));
  withEnv({ SMTP_HOST: 'smtp.example.pl', SMTP_PORT: undefined, SMTP_SECURE: undefined }, () => {
    assert.equal(smtpSettings().port, 587);
    assert.equal(smtpSettings().secure, false);
  });
  withEnv({ SMTP_HOST: 'smtp.example.pl', SMTP_PORT: '2525', SMTP_SECURE: 'true' }, () => assert.equal(smtpSettings().secure, true));
});

Deno.test('callers with the opaque sb_ keys: the secret key is the service role, the publishable one anon, others nobody', () => {
  const secret = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';
  const publishable = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
  withEnv({ SUPABASE_SECRET_KEYS: JSON.stringify({ default: secret }), SUPABASE_PUBLISHABLE_KEYS: undefined, SUPABASE_PUBLISHABLE_KEY: publishable }, () => {
    const keys = opaqueKeys();
    assert.deepEqual(keys, { secret: [secret], publishable: [publishable] });
    assert.equal(roleOf(`Bearer ${secret}`, keys), 'service_role');
    assert.equal(roleOf(`Bearer ${publishable}`, keys), 'anon');
    assert.equal(roleOf(`Bearer ${secret.slice(0, -1)}x`, keys), undefined);
    assert.equal(roleOf(`Bearer ${secret}x`, keys), undefined);
    assert.equal(roleOf('Bearer sb_secret_', keys), undefined);
  });
  withEnv({ SUPABASE_SECRET_KEYS: '{not json', SUPABASE_SECRET_KEY: undefined }, () => assert.deepEqual(opaqueKeys().secret, []));
  // JWTs keep working as before.
  const payload = btoa(JSON.stringify({ role: 'authenticated' })).replace(/=+$/, '');
  assert.equal(roleOf(`Bearer x.${payload}.y`, { secret: [], publishable: [] }), 'authenticated');
});
