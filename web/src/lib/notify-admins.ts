import { getSupabase } from './supabase';

/**
 * Asks the inbox-notify edge function to tell the admins about new entries (a training inquiry, survey answers, a
 * contact message) right after one was stored. Fire and forget: the entry is already safe in the database, the
 * function only announces entries not announced yet, and whatever it answers changes nothing for the visitor.
 */
export function notifyAdmins(): void {
  getSupabase()
    .functions.invoke('inbox-notify', { body: {} })
    .catch(() => undefined);
}
