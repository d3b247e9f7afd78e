import type { RealtimeChannel } from '@supabase/supabase-js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getSupabase } from '../../lib/supabase';

export type Editor = { tab: string; userId: string; email: string; since: string };
export type RemoteSave = { updatedAt: string; email: string; at: string };

type PresenceMeta = { userId?: unknown; email?: unknown; since?: unknown };

/** Everyone in the channel but this tab, one entry per tab, oldest first. */
export function otherEditors(state: Record<string, PresenceMeta[]>, ownTab: string): Editor[] {
  return Object.entries(state)
    .filter(([tab]) => tab !== ownTab)
    .flatMap(([tab, metas]) => {
      const meta = metas.at(-1);
      if (!meta || typeof meta.email !== 'string' || typeof meta.userId !== 'string') return [];
      return [{ tab, userId: meta.userId, email: meta.email, since: typeof meta.since === 'string' ? meta.since : '' }];
    })
    .sort((a, b) => a.since.localeCompare(b.since));
}

/**
 * Realtime presence on the private channel "admin-page:<post id>" (only admins with MFA may join, by RLS on
 * realtime.messages): who else has this page open, and a broadcast when one of them saves.
 */
export function usePagePresence(postId: string) {
  const [editors, setEditors] = useState<Editor[]>([]);
  const [remoteSave, setRemoteSave] = useState<RemoteSave | null>(null);
  const [connected, setConnected] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const channelRef = useRef<RealtimeChannel | null>(null);
  const identityRef = useRef<{ email: string } | null>(null);

  useEffect(() => {
    const supabase = getSupabase();
    const tab = crypto.randomUUID();
    let cancelled = false;
    let channel: RealtimeChannel | null = null;

    void (async () => {
      const { data } = await supabase.auth.getSession();
      const user = data.session?.user;
      if (cancelled || !user) return;
      identityRef.current = { email: user.email ?? user.id };
      // Private channels authorise with the user's token; make sure the socket carries the current one.
      await supabase.realtime.setAuth(data.session?.access_token ?? null);
      if (cancelled) return;
      channel = supabase.channel(`admin-page:${postId}`, { config: { private: true, presence: { key: tab } } });
      channelRef.current = channel;
      const joined = channel;
      joined
        .on('presence', { event: 'sync' }, () => {
          setEditors(otherEditors(joined.presenceState<PresenceMeta>(), tab));
        })
        .on('broadcast', { event: 'saved' }, ({ payload }: { payload: Partial<RemoteSave> }) => {
          if (typeof payload.updatedAt === 'string' && typeof payload.email === 'string')
            setRemoteSave({ updatedAt: payload.updatedAt, email: payload.email, at: new Date().toISOString() });
        })
        .subscribe((status) => {
          if (status === 'SUBSCRIBED') {
            setConnected(true);
            setProblem(null);
            void joined.track({ userId: user.id, email: user.email ?? user.id, since: new Date().toISOString() });
          } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
            setConnected(false);
            setProblem('Brak połączenia na żywo: nie widać, kto jeszcze edytuje tę stronę. Ponawiam…');
          } else if (status === 'CLOSED') {
            setConnected(false);
          }
        });
    })();

    return () => {
      cancelled = true;
      channelRef.current = null;
      if (channel) void supabase.removeChannel(channel);
    };
  }, [postId]);

  /** Tells the others that a new version exists, so they know before their own save is refused. */
  const announceSave = useCallback((updatedAt: string) => {
    const channel = channelRef.current;
    const identity = identityRef.current;
    if (!channel || !identity) return;
    void channel.send({ type: 'broadcast', event: 'saved', payload: { updatedAt, email: identity.email } });
  }, []);

  return { editors, remoteSave, connected, problem, announceSave };
}
