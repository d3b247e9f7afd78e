import type { EmailOtpType, Session } from '@supabase/supabase-js';
import { getSupabase } from '../../lib/supabase';
import { describeAuthError, type AuthProblem } from '../../lib/auth/errors';

const otpTypes = new Set<EmailOtpType>(['signup', 'invite', 'magiclink', 'recovery', 'email_change', 'email']);

/**
 * What a link from an auth e-mail did when it brought the person here. Handles the three shapes such a link can
 * have: `?code=` (PKCE; supabase-js exchanges it while starting), `?token_hash=&type=` (templates that link to the
 * site directly), and `error_code`/`error_description` in the query or fragment (an expired or used link).
 */
export async function linkOutcome(): Promise<{
  session: Session | null;
  problem: AuthProblem | null;
  type: string | null;
  /** An e-mail change with double confirmation: this address is confirmed, the other one's link is still due. */
  partial: boolean;
}> {
  const supabase = getSupabase();
  const query = new URLSearchParams(window.location.search);
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const param = (name: string) => query.get(name) ?? fragment.get(name);
  let problem: AuthProblem | null = null;
  const type = param('type');
  // GoTrue's redirect after the first of two e-mail change links carries this message instead of a session.
  let partial = /Confirmation link accepted/i.test(param('message') ?? '');

  const errorCode = param('error_code') ?? (param('error') ? 'unexpected_failure' : null);
  const tokenHash = param('token_hash');
  if (errorCode) {
    problem = describeAuthError({ code: errorCode, status: 400 });
  } else if (tokenHash && type && otpTypes.has(type as EmailOtpType)) {
    const { data, error } = await supabase.auth.verifyOtp({ token_hash: tokenHash, type: type as EmailOtpType });
    if (error) problem = describeAuthError(error);
    else if (type === 'email_change' && !data.session) partial = true;
  } else {
    const { error } = await supabase.auth.initialize();
    if (error) problem = describeAuthError(error);
  }

  // Tokens and codes do not belong in the address bar, history or a shared screenshot.
  for (const name of ['code', 'token_hash', 'type', 'error', 'error_code', 'error_description', 'message']) query.delete(name);
  const rest = query.toString();
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${rest ? `?${rest}` : ''}`);

  const { data } = await supabase.auth.getSession();
  return { session: data.session, problem, type, partial };
}
