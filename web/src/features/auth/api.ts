import type { EmailOtpType } from '@supabase/supabase-js';
import { siteUrl } from '../../lib/auth/search';
import { getSupabase } from '../../lib/supabase';

/** The auth calls of the sign-in, sign-up, password and MFA pages; each answers what supabase-js answers. */

const confirmRedirect = () => ({ emailRedirectTo: siteUrl('/potwierdz-email') });

export function signInWithPassword(email: string, password: string) {
  return getSupabase().auth.signInWithPassword({ email, password });
}

/** Where the session stands: `nextLevel` aal2 means a verified factor still waits for its code. */
export function assuranceLevel() {
  return getSupabase().auth.mfa.getAuthenticatorAssuranceLevel();
}

export function signUp(email: string, password: string) {
  return getSupabase().auth.signUp({ email, password, options: confirmRedirect() });
}

/** Sends the sign-up confirmation link again. */
export function resendSignupConfirmation(email: string) {
  return getSupabase().auth.resend({ type: 'signup', email, options: confirmRedirect() });
}

/** Checks a six-digit code from an auth e-mail. */
export function verifyEmailCode(email: string, token: string, type: EmailOtpType) {
  return getSupabase().auth.verifyOtp({ email, token, type });
}

export function sendPasswordReset(email: string) {
  return getSupabase().auth.resetPasswordForEmail(email, { redirectTo: siteUrl('/nowe-haslo') });
}

export function setNewPassword(password: string) {
  return getSupabase().auth.updateUser({ password });
}

export function listFactors() {
  return getSupabase().auth.mfa.listFactors();
}

export function verifyFactorCode(factorId: string, code: string) {
  return getSupabase().auth.mfa.challengeAndVerify({ factorId, code });
}

/** Starts a TOTP enrollment after removing unverified TOTP factors an abandoned one left (they count against the limit). */
export async function enrollTotp(friendlyName: string) {
  const mfa = getSupabase().auth.mfa;
  const listed = await mfa.listFactors();
  for (const factor of listed.data?.all ?? []) {
    if (factor.factor_type === 'totp' && factor.status === 'unverified') await mfa.unenroll({ factorId: factor.id });
  }
  return mfa.enroll({ factorType: 'totp', friendlyName });
}
