import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

/**
 * A supabase-js client for tests: no persisted session, and `ws` as the realtime transport because Node 20 has no
 * global WebSocket (supabase-js refuses to construct without one).
 */
type Transport = NonNullable<NonNullable<NonNullable<Parameters<typeof createClient>[2]>['realtime']>['transport']>;

export function testClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as Transport },
  });
}
