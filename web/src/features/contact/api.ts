import { notifyAdmins } from '../../lib/notify-admins';
import { getSupabase } from '../../lib/supabase';
import { toContactRow, type ContactDraft } from './contact';

/** Stores a /kontakt message (visitors may only insert) and asks for the admins' notification; resolves to the error. */
export async function sendContactMessage(draft: ContactDraft) {
  const { error } = await getSupabase().from('contact_messages').insert(toContactRow(draft));
  if (!error) notifyAdmins();
  return error;
}
