import crypto from 'node:crypto';
import type WebSocket from 'ws';
import type pg from 'pg';
import type { JwtVerifier } from '../../../shared/keys.ts';
import type { Logger } from '../../../shared/log.ts';
import { decodeFrame, encodeMessage, encodeUserBroadcast, type InboundFrame, type UserBroadcastPush, type Vsn } from './protocol.ts';
import { checkToken, type Claims } from '../domain/access-tokens.ts';
import type { FrameError } from '../errors.ts';
import { readPolicies, replayMessages, storeBroadcast, writePolicy, type Extension, type StoredBroadcast } from '../infra/database.ts';
import { hubKey, type BroadcastMessage, type ChannelOutput, type ChannelSession, type Hub } from '../domain/hub.ts';
import type { ChangeFeed } from '../domain/changes.ts';

export const LIMITS = {
  /** Largest client frame and broadcast payload (Realtime's default max_payload_size_in_kb is 3000). */
  maxPayloadBytes: 3_000 * 1024,
  /** A client whose unsent data passes this is too slow and is disconnected. */
  maxBufferedBytes: 8 * 1024 * 1024,
  /** Frames waiting to be handled per connection. */
  maxQueuedFrames: 2_000,
  maxChannelsPerClient: 100,
  maxJoinsPerSecond: 100,
  /** No frame (heartbeats come every 25 s) for this long closes the socket. */
  idleTimeoutMs: 60_000,
} as const;

export interface ConnectionContext {
  hub: Hub;
  verify: JwtVerifier;
  pool: pg.Pool;
  changes: ChangeFeed;
  log: Logger;
}

type Reply = { status: 'ok' | 'error'; response: Record<string, unknown> };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const flag = (value: unknown): boolean => value === true || value === 'true';

/** One websocket: decodes frames, runs them in order, owns its joined channels. */
export class Connection implements ChannelOutput {
  private readonly sessions = new Map<string, ChannelSession>();
  private queue: Promise<void> = Promise.resolve();
  private queued = 0;
  private joinWindow = { startedAt: 0, count: 0 };
  private idleTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly socket: WebSocket,
    private readonly vsn: Vsn,
    /** The apikey's JWT: the channel token when a join carries none. */
    private readonly socketToken: string,
    private readonly context: ConnectionContext,
  ) {
    socket.on('message', (data: Buffer, isBinary: boolean) => this.receive(data, isBinary));
    socket.on('close', () => this.cleanup());
    socket.on('error', () => this.cleanup());
    this.touch();
  }

  private touch(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.socket.terminate(), LIMITS.idleTimeoutMs);
    this.idleTimer.unref();
  }

  private receive(data: Buffer, isBinary: boolean): void {
    this.touch();
    let frame: InboundFrame;
    try {
      frame = decodeFrame(this.vsn, data, isBinary);
    } catch (error) {
      // Phoenix drops the socket on an undecodable frame; we answer and keep it, so one bad frame costs nothing.
      this.send(
        encodeMessage(this.vsn, {
          joinRef: null,
          ref: null,
          topic: 'phoenix',
          event: 'phx_error',
          payload: { reason: (error as FrameError).message },
        }),
      );
      return;
    }
    if (++this.queued > LIMITS.maxQueuedFrames) {
      this.context.log.error('client flooded its queue; disconnecting', { queued: this.queued });
      this.socket.close(1008, 'too many messages');
      return;
    }
    this.queue = this.queue
      .then(() => this.handle(frame))
      .catch((error: Error) => {
        this.context.log.error('frame failed', { topic: frame.topic, event: frame.event, error: error.message });
        if (frame.ref) this.reply(frame, { status: 'error', response: { reason: 'Unknown Error on Channel' } });
      })
      .finally(() => this.queued--);
  }

  private send(data: string | Buffer): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > LIMITS.maxBufferedBytes) {
      this.context.log.error('client too slow; disconnecting', { buffered: this.socket.bufferedAmount });
      this.socket.terminate();
      this.cleanup();
      return;
    }
    this.socket.send(data);
  }

  private reply(frame: InboundFrame, reply: Reply): void {
    this.send(encodeMessage(this.vsn, { joinRef: frame.joinRef, ref: frame.ref, topic: frame.topic, event: 'phx_reply', payload: reply }));
  }

  push(session: ChannelSession, event: string, payload: unknown): void {
    this.send(encodeMessage(this.vsn, { joinRef: session.joinRef, ref: null, topic: session.topic, event, payload }));
  }

  broadcast(session: ChannelSession, message: BroadcastMessage): void {
    if ('binary' in message) {
      // Protocol 1.0.0 cannot carry bytes; Realtime drops them for such clients too.
      if (this.vsn !== '2.0.0') return;
      const frame = encodeUserBroadcast(session.topic, message.event, message.binary, 'binary', message.meta);
      if (frame) this.send(frame);
      return;
    }
    this.send(
      encodeMessage(this.vsn, {
        joinRef: null,
        ref: null,
        topic: session.topic,
        event: 'broadcast',
        payload: { type: 'broadcast', event: message.event, payload: message.payload, ...(message.meta ? { meta: message.meta } : {}) },
      }),
    );
  }

  private async handle(frame: InboundFrame): Promise<void> {
    if (this.closed) return;
    if (frame.topic === 'phoenix') {
      if (frame.event === 'heartbeat') this.reply(frame, { status: 'ok', response: {} });
      return;
    }
    if (frame.event === 'phx_join') return this.join(frame);
    const session = this.sessions.get(frame.topic);
    if (!session || (frame.joinRef && frame.joinRef !== session.joinRef)) {
      if (frame.event === 'phx_leave') this.reply(frame, { status: 'ok', response: {} });
      else this.reply(frame, { status: 'error', response: { reason: 'unmatched topic' } });
      return;
    }
    switch (frame.event) {
      case 'phx_leave':
        this.reply(frame, { status: 'ok', response: {} });
        this.end(session);
        return;
      case 'broadcast':
        return this.onBroadcast(session, frame);
      case 'presence':
        return this.onPresence(session, frame);
      case 'access_token':
        return this.onAccessToken(session, frame);
      default:
        // Realtime ignores unknown client events; so do we.
        return;
    }
  }

  private joinRateExceeded(): boolean {
    const now = Date.now();
    if (now - this.joinWindow.startedAt > 1000) this.joinWindow = { startedAt: now, count: 0 };
    return ++this.joinWindow.count > LIMITS.maxJoinsPerSecond;
  }

  private async join(frame: InboundFrame): Promise<void> {
    const fail = (reason: string) => this.reply(frame, { status: 'error', response: { reason } });
    if (!frame.topic.startsWith('realtime:')) return fail('unmatched topic');
    const subTopic = frame.topic.slice('realtime:'.length);
    if (!subTopic) return fail('TopicNameRequired: You must provide a topic name');
    if (this.joinRateExceeded()) {
      fail('ClientJoinRateLimitReached: Too many joins per second');
      this.socket.close(1008, 'too many joins');
      return;
    }
    const existing = this.sessions.get(frame.topic);
    if (!existing && this.sessions.size >= LIMITS.maxChannelsPerClient) return fail('ChannelRateLimitReached: Too many channels');
    if (!frame.joinRef) frame.joinRef = frame.ref;

    const params = isObject(frame.payload) ? frame.payload : {};
    const config = isObject(params.config) ? params.config : {};
    const broadcast = isObject(config.broadcast) ? config.broadcast : {};
    const presence = isObject(config.presence) ? config.presence : {};
    const requested =
      typeof params.access_token === 'string' ? params.access_token : typeof params.user_token === 'string' ? params.user_token : undefined;
    const token = !requested || requested.startsWith('sb_') ? this.socketToken : requested;
    const checked = await checkToken(this.context.verify, token);
    if (!checked.ok) return fail(`${checked.code}: ${checked.message}`);

    const isPrivate = flag(config.private);
    const presenceKey =
      typeof presence.key === 'string' && presence.key !== ''
        ? presence.key
        : typeof presence.key === 'number'
          ? String(presence.key)
          : crypto.randomUUID();
    const session: ChannelSession = {
      topic: frame.topic,
      subTopic,
      joinRef: frame.joinRef ?? '',
      isPrivate,
      self: flag(broadcast.self),
      ack: flag(broadcast.ack),
      presenceKey,
      presenceEnabled: flag(presence.enabled),
      token,
      claims: checked.claims,
      policies: { broadcastRead: true, presenceRead: true },
      postgres: [],
      output: this,
    };

    if (isPrivate) {
      const denied = await this.authorizeRead(session);
      if (denied) return fail(denied);
    }

    let replay: StoredBroadcast[] = [];
    if (broadcast.replay !== undefined && broadcast.replay !== null) {
      const options = isObject(broadcast.replay) ? broadcast.replay : {};
      if (!isPrivate) return fail('UnableToReplayMessages: Replay is not allowed for public channels');
      const limit = options.limit ?? 25;
      if (!Number.isInteger(options.since) || !Number.isInteger(limit)) return fail('UnableToReplayMessages: Replay params are not valid');
      if (!session.policies.broadcastRead)
        return fail(`Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic}`);
      try {
        replay = await replayMessages(this.context.pool, subTopic, options.since as number, limit as number);
      } catch (error) {
        this.context.log.error('replay failed', { topic: subTopic, error: (error as Error).message });
        return fail('UnableToReplayMessages: Realtime was unable to replay messages');
      }
    }

    const requestedChanges = Array.isArray(config.postgres_changes) ? config.postgres_changes.filter(isObject) : [];
    const wait = isObject(config.postgres_changes_options) && flag(config.postgres_changes_options.wait);
    const resolved = await Promise.all(requestedChanges.map((change) => this.context.changes.resolve(change)));
    const problems = resolved.flatMap((result) => (result.ok ? [] : [result.message]));
    if (wait && problems.length) return fail(`RealtimeDisabledForConfiguration: ${problems.join('; ')}`);

    if (existing) this.end(existing, true);
    session.postgres = resolved.flatMap((result) => (result.ok ? [{ ...result.subscription, session }] : []));
    this.sessions.set(frame.topic, session);
    this.context.hub.add(session);
    for (const subscription of session.postgres) this.context.changes.add(subscription);
    this.scheduleExpiry(session);

    const ids = requestedChanges.map((change, index) => ({ ...change, id: resolved[index]!.id }));
    this.reply(frame, { status: 'ok', response: { postgres_changes: ids } });

    if (session.presenceEnabled && session.policies.presenceRead)
      this.push(session, 'presence_state', this.context.hub.presenceState(session));
    for (const stored of replay) {
      const meta = { replayed: true, id: stored.id };
      this.broadcast(
        session,
        stored.binary_payload
          ? { event: stored.event, binary: stored.binary_payload, meta }
          : { event: stored.event, payload: stored.payload ?? {}, meta },
      );
    }
    if (flag(broadcast.replication_ready)) {
      // Our replication stream starts with the service, so it is ready whenever a channel can join.
      this.push(session, 'system', { extension: 'system', status: 'ok', message: 'Replication connection established', channel: subTopic });
    }
    if (requestedChanges.length) {
      const system = (status: string, message: string) =>
        this.push(session, 'system', { extension: 'postgres_changes', status, message, channel: subTopic });
      if (problems.length) for (const message of problems) system('error', message);
      else system('ok', 'Subscribed to PostgreSQL');
    }
  }

  /** Evaluates the read policies of a private channel; returns the join error when nothing may be read. */
  private async authorizeRead(session: ChannelSession): Promise<string | undefined> {
    const extensions: Extension[] = session.presenceEnabled ? ['broadcast', 'presence'] : ['broadcast'];
    try {
      const read = await readPolicies(this.context.pool, session.claims, session.subTopic, extensions);
      session.policies = { broadcastRead: read.broadcast, presenceRead: read.presence };
    } catch (error) {
      this.context.log.error('read policy check failed', { topic: session.subTopic, error: (error as Error).message });
      return `Unauthorized: You do not have permissions to read from this Channel topic: ${session.subTopic}`;
    }
    if (!session.policies.broadcastRead && !session.policies.presenceRead) {
      return `Unauthorized: You do not have permissions to read from this Channel topic: ${session.subTopic}`;
    }
    return undefined;
  }

  private async mayWrite(session: ChannelSession, extension: Extension): Promise<boolean> {
    if (!session.isPrivate) return true;
    const key = extension === 'broadcast' ? 'broadcastWrite' : 'presenceWrite';
    if (session.policies[key] === undefined) {
      try {
        session.policies[key] = await writePolicy(this.context.pool, session.claims, session.subTopic, extension);
      } catch (error) {
        this.context.log.error('write policy check failed', { topic: session.subTopic, error: (error as Error).message });
        return false;
      }
    }
    return session.policies[key] === true;
  }

  private async onBroadcast(session: ChannelSession, frame: InboundFrame): Promise<void> {
    let message: BroadcastMessage;
    let persist = false;
    const payload = frame.payload;
    if (isObject(payload) && (payload as { kind?: unknown }).kind === 'user_broadcast_push' && Buffer.isBuffer(payload.body)) {
      const push = payload as unknown as UserBroadcastPush;
      persist = push.meta.persist === true || isObject(push.meta.persist);
      if (push.encoding === 'binary') message = { event: push.event, binary: Buffer.from(push.body) };
      else {
        try {
          message = { event: push.event, payload: JSON.parse(push.body.toString('utf8')) as unknown };
        } catch {
          if (frame.ref) this.reply(frame, { status: 'error', response: { reason: 'broadcast payload is not valid JSON' } });
          return;
        }
      }
    } else if (isObject(payload) && typeof payload.event === 'string') {
      message = { event: payload.event, payload: payload.payload ?? {} };
    } else {
      if (session.ack) this.reply(frame, { status: 'error', response: { reason: 'a broadcast needs an event name' } });
      return;
    }
    // Without a write policy Realtime drops the message and does not ack, so the sender sees a timeout.
    if (!(await this.mayWrite(session, 'broadcast'))) return;
    if (persist) {
      if (!session.isPrivate) {
        this.reply(frame, { status: 'error', response: { error: 'Realtime send() cannot store a message on a public channel.' } });
        return;
      }
      // Stored messages are broadcast from the WAL, to everyone including the sender, as Realtime does.
      await storeBroadcast(this.context.pool, session.subTopic, message.event, message);
    } else this.context.hub.broadcast(hubKey(session), message, session);
    if (session.ack || persist) this.reply(frame, { status: 'ok', response: {} });
  }

  private async onPresence(session: ChannelSession, frame: InboundFrame): Promise<void> {
    const payload = isObject(frame.payload) ? frame.payload : {};
    const event = typeof payload.event === 'string' ? payload.event.toLowerCase() : '';
    if (event === 'untrack') {
      this.context.hub.untrack(session);
      this.reply(frame, { status: 'ok', response: {} });
      return;
    }
    if (event !== 'track') {
      this.reply(frame, { status: 'error', response: { reason: `UnknownPresenceEvent: ${event || 'missing'}` } });
      return;
    }
    const meta = payload.payload ?? {};
    if (!isObject(meta)) {
      this.reply(frame, { status: 'error', response: { reason: 'Presence track payload must be a map' } });
      return;
    }
    if (session.isPrivate && !(await this.mayWrite(session, 'presence'))) {
      this.reply(frame, { status: 'error', response: {} });
      return;
    }
    if (session.isPrivate && !session.presenceEnabled) {
      // Presence enabled by this track: presence.read was not evaluated at join.
      const read = await readPolicies(this.context.pool, session.claims, session.subTopic, ['presence']).catch(() => ({ presence: false }));
      session.policies.presenceRead = read.presence;
    }
    this.context.hub.track(session, meta);
    this.reply(frame, { status: 'ok', response: {} });
  }

  private async onAccessToken(session: ChannelSession, frame: InboundFrame): Promise<void> {
    const payload = isObject(frame.payload) ? frame.payload : {};
    const token = payload.access_token;
    if (typeof token !== 'string' || token.startsWith('sb_') || token === session.token) return;
    const checked = await checkToken(this.context.verify, token);
    if (!checked.ok) return this.shutdown(session, checked.message);
    const previous = { ...session.policies };
    session.token = token;
    session.claims = checked.claims;
    if (session.isPrivate) {
      const denied = await this.authorizeRead(session);
      const revoked =
        (previous.broadcastRead && !session.policies.broadcastRead) || (previous.presenceRead && !session.policies.presenceRead);
      if (denied || revoked)
        return this.shutdown(session, `You no longer have permission to read from this Channel topic: ${session.subTopic}`);
    }
    this.scheduleExpiry(session);
  }

  /** Closes a channel at its token's expiry, with the system message realtime-js surfaces. */
  private scheduleExpiry(session: ChannelSession): void {
    clearTimeout(session.expiryTimer);
    const ms = (session.claims as Claims).exp * 1000 - Date.now();
    // setTimeout overflows past ~24.8 days; such tokens are re-checked when they come closer.
    if (ms > 2_000_000_000) return;
    session.expiryTimer = setTimeout(
      () => {
        const ago = Math.max(0, Math.floor(Date.now() / 1000 - session.claims.exp));
        this.shutdown(session, `Token has expired ${ago} seconds ago`);
      },
      Math.max(0, ms),
    );
    session.expiryTimer.unref();
  }

  private shutdown(session: ChannelSession, message: string): void {
    this.push(session, 'system', { extension: 'system', status: 'error', message, channel: session.subTopic });
    this.end(session, true);
  }

  /** Removes a channel; with `close`, tells the client as Phoenix does when a channel stops (phx_close). */
  private end(session: ChannelSession, close = false): void {
    if (this.sessions.get(session.topic) !== session) return;
    this.sessions.delete(session.topic);
    clearTimeout(session.expiryTimer);
    for (const subscription of session.postgres) this.context.changes.remove(subscription);
    this.context.hub.remove(session);
    if (close)
      this.send(
        encodeMessage(this.vsn, { joinRef: session.joinRef, ref: session.joinRef, topic: session.topic, event: 'phx_close', payload: {} }),
      );
  }

  private cleanup(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.idleTimer);
    for (const session of [...this.sessions.values()]) this.end(session);
  }

  /** Server shutdown: closes the socket so clients reconnect to the next server. */
  close(): void {
    this.cleanup();
    this.socket.close(1001, 'server restarting');
  }
}
