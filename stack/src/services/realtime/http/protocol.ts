import { FrameError } from '../errors.ts';

/**
 * The Phoenix channel wire format in the two versions realtime-js speaks: `1.0.0` (JSON objects) and `2.0.0`
 * (JSON arrays `[join_ref, ref, topic, event, payload]`, plus binary frames for user broadcasts).
 */
export type Vsn = '1.0.0' | '2.0.0';

export const USER_BROADCAST_PUSH = 3;
export const USER_BROADCAST = 4;
const JSON_ENCODING = 1;

/** A broadcast whose body the client sent as bytes (v2 binary frame); JSON bodies arrive already parsed. */
export interface UserBroadcastPush {
  kind: 'user_broadcast_push';
  event: string;
  encoding: 'json' | 'binary';
  body: Buffer;
  /** Frame metadata the client allows (`persist`). */
  meta: Record<string, unknown>;
}

export interface InboundFrame {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

const optionalRef = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new FrameError('ref and join_ref must be strings or null');
};

function frameFrom(joinRef: unknown, ref: unknown, topic: unknown, event: unknown, payload: unknown): InboundFrame {
  if (typeof topic !== 'string' || typeof event !== 'string') throw new FrameError('topic and event must be strings');
  return { joinRef: optionalRef(joinRef), ref: optionalRef(ref), topic, event, payload };
}

function decodeUserBroadcastPush(bytes: Buffer): InboundFrame {
  if (bytes.length < 7) throw new FrameError('binary frame too short');
  const sizes = [bytes[1]!, bytes[2]!, bytes[3]!, bytes[4]!, bytes[5]!];
  const encoding = bytes[6]!;
  let offset = 7;
  const parts: string[] = [];
  for (const size of sizes) {
    if (offset + size > bytes.length) throw new FrameError('binary frame header exceeds its length');
    parts.push(bytes.toString('utf8', offset, offset + size));
    offset += size;
  }
  const [joinRef, ref, topic, event, metadata] = parts as [string, string, string, string, string];
  let meta: unknown;
  try {
    meta = metadata ? JSON.parse(metadata) : {};
  } catch {
    throw new FrameError('binary frame metadata is not JSON');
  }
  if (typeof meta !== 'object' || meta === null || Array.isArray(meta)) throw new FrameError('binary frame metadata must be an object');
  const body = bytes.subarray(offset);
  const push: UserBroadcastPush = {
    kind: 'user_broadcast_push',
    event,
    encoding: encoding === 0 ? 'binary' : 'json',
    body,
    meta: meta as Record<string, unknown>,
  };
  return { joinRef: joinRef || null, ref: ref || null, topic, event: 'broadcast', payload: push };
}

/** Parses one client frame; throws FrameError on anything malformed. */
export function decodeFrame(vsn: Vsn, data: Buffer, isBinary: boolean): InboundFrame {
  if (isBinary) {
    if (vsn !== '2.0.0' || data[0] !== USER_BROADCAST_PUSH) throw new FrameError('unsupported binary frame');
    return decodeUserBroadcastPush(data);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.toString('utf8'));
  } catch {
    throw new FrameError('frame is not valid JSON');
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length < 5) throw new FrameError('expected V2 array');
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    return frameFrom(joinRef, ref, topic, event, payload);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new FrameError('expected V1 object');
  const message = parsed as Record<string, unknown>;
  return frameFrom(message.join_ref, message.ref, message.topic, message.event, message.payload);
}

export interface OutboundMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

export function encodeMessage(vsn: Vsn, message: OutboundMessage): string {
  if (vsn === '2.0.0') return JSON.stringify([message.joinRef, message.ref, message.topic, message.event, message.payload]);
  return JSON.stringify({
    topic: message.topic,
    event: message.event,
    payload: message.payload,
    ref: message.ref,
    ...(message.joinRef ? { join_ref: message.joinRef } : {}),
  });
}

/** A v2 binary user broadcast (kind 4); topic and event are at most 255 bytes, as the client's decoder assumes. */
export function encodeUserBroadcast(
  topic: string,
  event: string,
  body: Buffer,
  encoding: 'json' | 'binary',
  meta?: Record<string, unknown>,
): Buffer | undefined {
  const topicBytes = Buffer.from(topic, 'utf8');
  const eventBytes = Buffer.from(event, 'utf8');
  const metaBytes = Buffer.from(meta ? JSON.stringify(meta) : '', 'utf8');
  if (topicBytes.length > 255 || eventBytes.length > 255 || metaBytes.length > 255) return undefined;
  const header = Buffer.from([
    USER_BROADCAST,
    topicBytes.length,
    eventBytes.length,
    metaBytes.length,
    encoding === 'json' ? JSON_ENCODING : 0,
  ]);
  return Buffer.concat([header, topicBytes, eventBytes, metaBytes, body]);
}
