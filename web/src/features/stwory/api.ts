import type { RealtimeChannel, RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import type { Database } from '../../lib/database.types';
import { DataLoadError } from '../../lib/errors';
import { getSupabase } from '../../lib/supabase';
import { parseParts, toStatus, type CreatureParts, type CreatureStatus } from './creature';
import { moderationErrorMessage, submitErrorMessage, uploadErrorMessage } from './messages';
import { loaded } from '../../lib/query';
import { yieldToBrowser } from '../../lib/tasks';
import { bucket, buckets, publicUrl, sendObjectWithProgress } from '../../lib/storage';

type CreatureRow = Database['public']['Tables']['creatures']['Row'];

export type Creature = {
  id: string;
  name: string;
  parts: CreatureParts;
  imagePath: string | null;
  status: CreatureStatus;
  rejectionReason: string | null;
  authorId: string | null;
  createdAt: string;
  moderatedAt: string | null;
};

const COLUMNS = 'id, name, parts, image_path, status, rejection_reason, author_id, created_at, moderated_at';
export const BUCKET = buckets.stwory;
export const GALLERY_SIZE = 24;

/** A row as the site uses it; rows whose parts cannot be drawn are skipped (null). */
export function toCreature(
  row: Pick<
    CreatureRow,
    'id' | 'name' | 'parts' | 'image_path' | 'status' | 'rejection_reason' | 'author_id' | 'created_at' | 'moderated_at'
  >,
): Creature | null {
  const parts = parseParts(row.parts);
  if (!parts) return null;
  return {
    id: row.id,
    name: row.name,
    parts,
    imagePath: row.image_path,
    status: toStatus(row.status),
    rejectionReason: row.rejection_reason,
    authorId: row.author_id,
    createdAt: row.created_at,
    moderatedAt: row.moderated_at,
  };
}

const toCreatures = (rows: Parameters<typeof toCreature>[0][]) => rows.map(toCreature).filter((creature) => creature !== null);

/** The newest approved creatures for the public gallery. */
export async function fetchApprovedCreatures(): Promise<Creature[]> {
  const data = loaded(
    await getSupabase()
      .from('creatures')
      .select(COLUMNS)
      .eq('status', 'approved')
      .order('moderated_at', { ascending: false })
      .limit(GALLERY_SIZE),
    'Could not load the creature gallery',
  );
  return toCreatures(data);
}

/** The signed-in user's own submissions with their status (RLS returns only theirs, plus approved ones, so filter). */
export async function fetchMyCreatures(userId: string): Promise<Creature[]> {
  const data = loaded(
    await getSupabase().from('creatures').select(COLUMNS).eq('author_id', userId).order('created_at', { ascending: false }).limit(100),
    'Could not load your creatures',
  );
  return toCreatures(data);
}

export function creatureImageUrl(path: string): string {
  return publicUrl(BUCKET, path);
}

/**
 * Whether the signed-in author may send a creature now (the per-author limits), asked before a picture is uploaded
 * so a refused creature never leaves one behind. Resolves to null or a Polish message.
 */
export async function creatureSubmissionProblem(): Promise<string | null> {
  const { data, error } = await getSupabase().rpc('creature_submission_problem');
  if (error) return submitErrorMessage(error);
  return data ?? null;
}

/** Deletes the author's own upload that no creature uses (after a refused insert); failures change nothing visible. */
export async function removeUnusedCreatureImage(path: string): Promise<void> {
  await bucket(BUCKET)
    .remove([path])
    .catch(() => undefined);
}

/** Sends a creature to the moderation queue; resolves to the stored creature or a Polish error message. */
export async function submitCreature(input: {
  name: string;
  parts: CreatureParts;
  imagePath: string | null;
  authorId: string;
}): Promise<{ creature: Creature } | { error: string }> {
  const { data, error } = await getSupabase()
    .from('creatures')
    .insert({ name: input.name.trim(), parts: input.parts, image_path: input.imagePath, author_id: input.authorId })
    .select(COLUMNS)
    .single();
  if (error) return { error: submitErrorMessage(error) };
  const creature = toCreature(data);
  return creature ? { creature } : { error: submitErrorMessage(null) };
}

/** Uploads a picture to the author's folder with upload progress. Resolves to null or a Polish error message. */
export async function uploadCreatureImage(file: File, path: string, onProgress: (fraction: number) => void): Promise<string | null> {
  const outcome = await sendObjectWithProgress({ bucket: BUCKET, path, body: file, contentType: file.type, upsert: false, onProgress });
  if (outcome.ok) return null;
  if (outcome.failure === 'signedOut') return 'Zaloguj się ponownie, aby dodać obrazek.';
  return uploadErrorMessage(outcome.failure === 'refused' ? outcome.statusCode : 'network');
}

/**
 * Live updates of creatures: the gallery listens to approved rows, the admin queue to every insert and update,
 * the account page to the user's own rows (RLS decides what each receives). Returns the unsubscribe function.
 * Nothing is done in the caller's task (usually the one that runs a page's first effects): the channel is made in the
 * next task and joined in the one after, since the join opens the socket and reads the session, and all of it in
 * one task made the account page's effects twice as long (~20 ms on bench:web's slow phone).
 */
export function watchCreatures(
  channelName: string,
  filter: string | undefined,
  onChange: (creature: Creature, event: 'INSERT' | 'UPDATE') => void,
): () => void {
  let channel: RealtimeChannel | undefined;
  let stopped = false;
  void (async () => {
    await yieldToBrowser();
    if (stopped) return;
    channel = getSupabase()
      .channel(channelName)
      .on<CreatureRow>(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'creatures', ...(filter ? { filter } : {}) },
        (payload: RealtimePostgresChangesPayload<CreatureRow>) => {
          if (payload.eventType === 'DELETE') return;
          const creature = toCreature(payload.new);
          if (creature) onChange(creature, payload.eventType);
        },
      );
    await yieldToBrowser();
    if (!stopped) channel.subscribe();
  })();
  return () => {
    stopped = true;
    if (channel) void getSupabase().removeChannel(channel);
  };
}

export type ModerationPage = { creatures: Creature[]; total: number };

/**
 * One page of the moderation queue (RLS lets admins read every row). Pending creatures come first in every view
 * (moderated_at is null only for them), newest first, so a new submission lands on page 1.
 */
export async function fetchModerationPage(
  filter: 'pending' | 'approved' | 'rejected' | 'all',
  range: [number, number],
): Promise<ModerationPage> {
  let query = getSupabase().from('creatures').select(COLUMNS, { count: 'exact' });
  if (filter !== 'all') query = query.eq('status', filter);
  const { data, error, count } = await query
    .order('moderated_at', { ascending: false, nullsFirst: true })
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .range(range[0], range[1]);
  if (error) throw new DataLoadError('Could not load the moderation queue', { cause: error });
  return { creatures: toCreatures(data), total: count ?? data.length };
}

/** Approves or rejects creatures in one transaction (public.moderate_creatures, admins with MFA only). */
export async function moderateCreatures(ids: string[], decision: 'approved' | 'rejected', reason?: string): Promise<string | null> {
  const { error } = await getSupabase().rpc('moderate_creatures', {
    p_ids: ids,
    p_status: decision,
    ...(reason === undefined ? {} : { p_reason: reason }),
  });
  return error ? moderationErrorMessage(error) : null;
}
