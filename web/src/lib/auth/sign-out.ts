import { getSupabase } from '../supabase';

/** Ends the session: on this device (local), on every device (global: all refresh tokens revoked), or on the others. */
export function signOut(scope: 'local' | 'global' | 'others') {
  return getSupabase().auth.signOut({ scope });
}
