import crypto from 'node:crypto';
import type { Claims } from './access-tokens.ts';
import type { ColumnFilter } from './filters.ts';

/** A broadcast as it travels between subscribers: a JSON payload, or bytes a v2 client sent. */
export type BroadcastMessage = ({ event: string; payload: unknown } | { event: string; binary: Buffer }) & {
  /** Set on messages from the database (`realtime.send`): `{ id }` of the realtime.messages row. */
  meta?: Record<string, unknown>;
};

export interface PresenceMeta {
  phx_ref: string;
  phx_ref_prev?: string;
  [key: string]: unknown;
}

export interface PostgresSubscription {
  /** What the join reply returns and change messages carry in `ids`. */
  id: number;
  schema: string;
  table: string;
  event: '*' | 'INSERT' | 'UPDATE' | 'DELETE';
  filters: ColumnFilter[];
  /** `select`: only these columns (and the primary key) are sent. */
  columns?: string[];
  session: ChannelSession;
}

/** What the hub needs from a connection to deliver to one joined channel. */
export interface ChannelOutput {
  push(session: ChannelSession, event: string, payload: unknown): void;
  broadcast(session: ChannelSession, message: BroadcastMessage): void;
}

export interface ChannelSession {
  /** Full topic as the client names it, `realtime:<name>`. */
  topic: string;
  /** The channel name policies see through `realtime.topic()`. */
  subTopic: string;
  joinRef: string;
  isPrivate: boolean;
  self: boolean;
  ack: boolean;
  presenceKey: string;
  presenceEnabled: boolean;
  token: string;
  claims: Claims;
  /** Policy results on private channels; `undefined` means not evaluated yet. */
  policies: { broadcastRead: boolean; presenceRead: boolean; broadcastWrite?: boolean; presenceWrite?: boolean };
  tracked?: PresenceMeta;
  postgres: PostgresSubscription[];
  output: ChannelOutput;
  expiryTimer?: NodeJS.Timeout;
}

/** Public and private channels of the same name are separate, as in Realtime. */
export const hubKey = (session: { isPrivate: boolean; subTopic: string }) =>
  `${session.isPrivate ? 'private' : 'public'}:${session.subTopic}`;

const presenceRef = () => crypto.randomBytes(9).toString('base64url');

type PresenceGroup = Record<string, { metas: PresenceMeta[] }>;

/** Every joined channel of every connection, by topic: broadcast fan-out and presence. */
export class Hub {
  private readonly topics = new Map<string, Set<ChannelSession>>();

  add(session: ChannelSession): void {
    const key = hubKey(session);
    let sessions = this.topics.get(key);
    if (!sessions) this.topics.set(key, (sessions = new Set()));
    sessions.add(session);
  }

  remove(session: ChannelSession): void {
    this.untrack(session);
    const key = hubKey(session);
    const sessions = this.topics.get(key);
    sessions?.delete(session);
    if (sessions?.size === 0) this.topics.delete(key);
  }

  /** Delivers to every channel of the topic that may read it; the sender gets its own message only with `self`. */
  broadcast(key: string, message: BroadcastMessage, from?: ChannelSession): void {
    for (const session of this.topics.get(key) ?? []) {
      if (session === from && !session.self) continue;
      if (session.isPrivate && !session.policies.broadcastRead) continue;
      session.output.broadcast(session, message);
    }
  }

  presenceState(session: ChannelSession): PresenceGroup {
    const state: PresenceGroup = {};
    for (const other of this.topics.get(hubKey(session)) ?? []) {
      if (!other.tracked) continue;
      (state[other.presenceKey] ??= { metas: [] }).metas.push(other.tracked);
    }
    return state;
  }

  /** Tracks or updates this channel's presence; an unchanged payload is a no-op, as in Realtime. */
  track(session: ChannelSession, payload: Record<string, unknown>): void {
    const previous = session.tracked;
    if (previous) {
      const { phx_ref: _ref, phx_ref_prev: _prev, ...previousPayload } = previous;
      if (JSON.stringify(previousPayload) === JSON.stringify(payload)) return;
    }
    const meta: PresenceMeta = { ...payload, phx_ref: presenceRef(), ...(previous ? { phx_ref_prev: previous.phx_ref } : {}) };
    session.tracked = meta;
    session.presenceEnabled = true;
    this.diff(session, { [session.presenceKey]: { metas: [meta] } }, previous ? { [session.presenceKey]: { metas: [previous] } } : {});
  }

  untrack(session: ChannelSession): void {
    const previous = session.tracked;
    if (!previous) return;
    session.tracked = undefined;
    this.diff(session, {}, { [session.presenceKey]: { metas: [previous] } });
  }

  private diff(origin: ChannelSession, joins: PresenceGroup, leaves: PresenceGroup): void {
    for (const session of this.topics.get(hubKey(origin)) ?? []) {
      if (!session.presenceEnabled) continue;
      if (session.isPrivate && !session.policies.presenceRead) continue;
      session.output.push(session, 'presence_diff', { joins, leaves });
    }
  }
}
