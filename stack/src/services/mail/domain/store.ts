import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import type { Logger } from '../../../shared/log.ts';
import { newMessageId, parseMessage, MESSAGE_ID_PATTERN, type Envelope, type MessageDetail, type StoredMessage } from './message.ts';
import { compileSearch } from './search.ts';

export interface Page {
  messages: StoredMessage[];
  /** How many matched before paging, and how many of those are unread. */
  matched: number;
  unread: number;
}

export interface MailboxStats {
  total: number;
  unread: number;
  tags: string[];
}

/**
 * The inbox on disk: `<dir>/<ID>.eml` (the message exactly as received) and `<ID>.json` (its parsed views), both
 * written to a temporary file and renamed, so a crash never leaves half a message. Only the newest `limit` are kept.
 */
export class MailStore {
  private readonly messages = new Map<string, StoredMessage>();
  private nextSequence = 1;

  private constructor(
    private readonly dir: string,
    private readonly limit: number,
    private readonly log: Logger,
  ) {}

  static async open(dir: string, limit: number, log: Logger): Promise<MailStore> {
    await fs.mkdir(dir, { recursive: true });
    const store = new MailStore(dir, limit, log);
    await store.load();
    return store;
  }

  private file(id: string, extension: 'eml' | 'json'): string {
    return path.join(this.dir, `${id}.${extension}`);
  }

  private async writeAtomically(target: string, contents: Buffer | string): Promise<void> {
    const temporary = path.join(this.dir, `.${path.basename(target)}.${crypto.randomBytes(4).toString('hex')}.tmp`);
    try {
      await fs.writeFile(temporary, contents);
      await fs.rename(temporary, target);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  private async load(): Promise<void> {
    const names = await fs.readdir(this.dir);
    const present = new Set(names);
    for (const name of names) {
      if (name.endsWith('.tmp')) await fs.rm(path.join(this.dir, name), { force: true });
    }
    for (const name of names) {
      const match = /^(.+)\.(eml|json)$/.exec(name);
      if (!match || !MESSAGE_ID_PATTERN.test(match[1]!)) continue;
      const id = match[1]!;
      if (this.messages.has(id)) continue;
      if (!present.has(`${id}.eml`)) {
        // A summary whose message was deleted while it was being rewritten.
        await fs.rm(this.file(id, 'json'), { force: true });
        continue;
      }
      try {
        const stored = present.has(`${id}.json`) ? await this.readSummary(id) : await this.reparse(id);
        this.messages.set(id, stored);
        this.nextSequence = Math.max(this.nextSequence, stored.sequence + 1);
      } catch (error) {
        this.log.error('skipped an unreadable stored message', { id, error: (error as Error).message });
      }
    }
    await this.enforceLimit();
    this.log.info('inbox loaded', { messages: this.messages.size });
  }

  private async readSummary(id: string): Promise<StoredMessage> {
    const stored = JSON.parse(await fs.readFile(this.file(id, 'json'), 'utf8')) as StoredMessage;
    if (stored?.summary?.ID !== id || typeof stored.sequence !== 'number' || typeof stored.searchText !== 'string') {
      return this.reparse(id);
    }
    return stored;
  }

  /** Rebuilds a missing or damaged summary from the raw message. */
  private async reparse(id: string): Promise<StoredMessage> {
    const raw = await fs.readFile(this.file(id, 'eml'));
    const { mtime } = await fs.stat(this.file(id, 'eml'));
    const stored = await parseMessage(raw, id, { from: '', recipients: [], username: '' }, mtime, this.nextSequence++);
    await this.writeAtomically(this.file(id, 'json'), JSON.stringify(stored));
    return stored;
  }

  /** Newest first, as Mailpit lists them. */
  private ordered(): StoredMessage[] {
    return [...this.messages.values()].sort((a, b) => b.sequence - a.sequence);
  }

  private async enforceLimit(): Promise<void> {
    if (this.messages.size <= this.limit) return;
    const excess = this.ordered().slice(this.limit);
    await this.remove(excess.map((message) => message.summary.ID));
    this.log.info('pruned the oldest messages', { count: excess.length, limit: this.limit });
  }

  async add(raw: Buffer, envelope: Envelope): Promise<StoredMessage> {
    let id = newMessageId();
    while (this.messages.has(id)) id = newMessageId();
    const stored = await parseMessage(raw, id, envelope, new Date(), this.nextSequence++);
    await this.writeAtomically(this.file(id, 'eml'), raw);
    await this.writeAtomically(this.file(id, 'json'), JSON.stringify(stored));
    this.messages.set(id, stored);
    await this.enforceLimit();
    return stored;
  }

  stats(): MailboxStats {
    let unread = 0;
    const tags = new Set<string>();
    for (const message of this.messages.values()) {
      if (!message.summary.Read) unread++;
      for (const tag of message.summary.Tags) tags.add(tag);
    }
    return { total: this.messages.size, unread, tags: [...tags].sort() };
  }

  list(start: number, limit: number, query?: string): Page {
    const predicate = query === undefined ? undefined : compileSearch(query);
    const matching = predicate ? this.ordered().filter(predicate) : this.ordered();
    const unread = matching.filter((message) => !message.summary.Read).length;
    return { messages: matching.slice(start, start + limit), matched: matching.length, unread };
  }

  matching(query: string): StoredMessage[] {
    return this.ordered().filter(compileSearch(query));
  }

  /** A message by ID, or the newest one for Mailpit's `latest`. */
  get(id: string): StoredMessage | undefined {
    if (id === 'latest') return this.ordered()[0];
    return this.messages.get(id);
  }

  detail(stored: StoredMessage): MessageDetail {
    return { ID: stored.summary.ID, ...stored.detail, Tags: stored.summary.Tags, Size: stored.summary.Size };
  }

  async raw(id: string): Promise<Buffer | undefined> {
    if (!this.messages.has(id)) return undefined;
    try {
      return await fs.readFile(this.file(id, 'eml'));
    } catch {
      return undefined;
    }
  }

  async setRead(ids: string[], read: boolean): Promise<void> {
    for (const id of ids) {
      const stored = this.messages.get(id);
      if (!stored || stored.summary.Read === read) continue;
      stored.summary.Read = read;
      await this.writeAtomically(this.file(id, 'json'), JSON.stringify(stored));
    }
  }

  allIds(): string[] {
    return [...this.messages.keys()];
  }

  /** Forgets the messages first, then deletes their files; unknown IDs are ignored. */
  async remove(ids: string[]): Promise<number> {
    const known = ids.filter((id) => this.messages.delete(id));
    for (const id of known) {
      await fs.rm(this.file(id, 'eml'), { force: true });
      await fs.rm(this.file(id, 'json'), { force: true });
    }
    return known.length;
  }
}
