import { notifyAdmins } from '../../lib/notify-admins';
import { slugPattern } from '../../lib/slug';
import { getSupabase } from '../../lib/supabase';
import { toInquiryRow, type InquiryDraft } from './inquiry';
import { loaded } from '../../lib/query';
import { loadByPosition } from '../../lib/by-position';

export type FaqEntry = { question: string; answer: string };

function parseFaq(json: unknown): FaqEntry[] {
  if (!Array.isArray(json)) return [];
  return json.flatMap((entry) =>
    typeof entry === 'object' && entry !== null && typeof entry.question === 'string' && typeof entry.answer === 'string'
      ? [{ question: entry.question, answer: entry.answer }]
      : [],
  );
}

/** One offer with the list of all offers for the sub-navigation; null when it does not exist. */
export async function fetchTrainingOffer(slug: string) {
  if (!slugPattern.test(slug)) return null;
  const data = await loadByPosition(
    'training_offers',
    'slug, position, title, nav_label, lead, body_md, price_pln, price_note, duration, format, programme, faq, accepts_inquiries, archived, updated_at',
    'Could not load the training offers',
  );
  const offer = data.find((entry) => entry.slug === slug);
  if (!offer) return null;
  return {
    ...offer,
    faq: parseFaq(offer.faq),
    siblings: data.map((entry) => ({ slug: entry.slug, label: entry.nav_label, archived: entry.archived })),
  };
}

export type TrainingOffer = NonNullable<Awaited<ReturnType<typeof fetchTrainingOffer>>>;

/** Sends an inquiry; resolves to the database error (or null), so the form can explain what went wrong. */
export async function sendTrainingInquiry(offerSlug: string, draft: InquiryDraft) {
  const { error } = await getSupabase().from('training_inquiries').insert(toInquiryRow(offerSlug, draft));
  if (!error) notifyAdmins();
  return error;
}

/** The main offer, for the teaser on the home page; null when it is not published. */
export async function fetchMainTrainingOffer() {
  return loaded(
    await getSupabase()
      .from('training_offers')
      .select('slug, title, lead, price_pln, price_note, duration')
      .eq('slug', 'szkolenie-midjourney-ai')
      .maybeSingle(),
    'Could not load the training offer',
  );
}

export type MainTrainingOffer = NonNullable<Awaited<ReturnType<typeof fetchMainTrainingOffer>>>;
