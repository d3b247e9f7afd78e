import crypto from 'node:crypto';
import { afterAll, describe, expect, test } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, createAdmin, createUser, deleteUsersAfterAll, enrollTotp, PASSWORD, serviceClient, verifyTotp } from './support.ts';

deleteUsersAfterAll();

const slugs: string[] = [];
afterAll(async () => {
  if (slugs.length) await serviceClient().from('posts').delete().in('slug', slugs);
});

function draftPost(label: string) {
  const slug = `e2e-${label}-${crypto.randomBytes(5).toString('hex')}`;
  slugs.push(slug);
  return { slug, title: `Test e2e: ${label}`, lead: 'Wpis testowy.', body_md: 'Treść testowa.', status: 'draft' };
}

async function aal(client: SupabaseClient) {
  const { data, error } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  if (error) throw error;
  return data;
}

describe('TOTP', () => {
  test('enroll gives a secret and an otpauth URI; challenge + verify with a TOTP code lifts the session to aal2 @mfa @smoke', async () => {
    const { client, email } = await createUser('totp');
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Telefon' });
    expect(enrolled.error).toBeNull();
    expect(enrolled.data!.totp.secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(enrolled.data!.totp.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(decodeURIComponent(enrolled.data!.totp.uri)).toContain(email);
    expect(await aal(client)).toMatchObject({ currentLevel: 'aal1' });

    const challenge = await client.auth.mfa.challenge({ factorId: enrolled.data!.id });
    expect(challenge.error).toBeNull();
    const wrong = await client.auth.mfa.verify({ factorId: enrolled.data!.id, challengeId: challenge.data!.id, code: '000000' });
    // One in a million the current code is 000000; then the wrong-code check proves nothing but still passes.
    if (wrong.error) expect(wrong.error.code).toBe('mfa_verification_failed');

    await verifyTotp(client, enrolled.data!.id, enrolled.data!.totp.secret);
    expect(await aal(client)).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const { data: factors } = await client.auth.mfa.listFactors();
    expect(factors!.totp.map((factor) => [factor.id, factor.status])).toEqual([[enrolled.data!.id, 'verified']]);
  });

  test('a new password sign-in of a user with a factor is aal1 until a challenge is verified @auth @mfa', async () => {
    const { client, email } = await createUser('totp-again');
    const { factorId, secret } = await enrollTotp(client);
    const again = anonClient();
    await again.auth.signInWithPassword({ email, password: PASSWORD });
    expect(await aal(again)).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    // The next time step: the code of this one was used by enrollTotp.
    await verifyTotp(again, factorId, secret, 1);
    expect(await aal(again)).toMatchObject({ currentLevel: 'aal2' });
  });
});

describe('aal2 gating in RLS (public.posts)', () => {
  test('an admin at aal1 cannot write posts; the same admin at aal2 can insert, update and delete @mfa @admin', async () => {
    const admin = await createAdmin('posts-admin');
    const aal1 = anonClient();
    await aal1.auth.signInWithPassword({ email: admin.email, password: PASSWORD });
    expect(await aal(aal1)).toMatchObject({ currentLevel: 'aal1' });

    const refused = await aal1.from('posts').insert(draftPost('aal1')).select('id');
    expect(refused.error?.code).toBe('42501');
    expect(refused.data).toBeNull();

    const post = draftPost('aal2');
    const created = await admin.client.from('posts').insert(post).select('id, slug, status').single();
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({ slug: post.slug, status: 'draft' });

    // At aal1 the draft is invisible and an update touches nothing.
    const hidden = await aal1.from('posts').update({ title: 'Zmienione przy aal1' }).eq('slug', post.slug).select('id');
    expect(hidden.error).toBeNull();
    expect(hidden.data).toEqual([]);

    const updated = await admin.client.from('posts').update({ title: 'Zmienione przy aal2' }).eq('slug', post.slug).select('title');
    expect(updated.data).toEqual([{ title: 'Zmienione przy aal2' }]);
    const deleted = await admin.client.from('posts').delete().eq('slug', post.slug).select('id');
    expect(deleted.data).toHaveLength(1);
  });

  test('a user who is not an admin cannot write posts even at aal2 @mfa @admin', async () => {
    const { client } = await createUser('posts-user');
    await enrollTotp(client);
    expect(await aal(client)).toMatchObject({ currentLevel: 'aal2' });
    const refused = await client.from('posts').insert(draftPost('user')).select('id');
    expect(refused.error?.code).toBe('42501');
  });
});
