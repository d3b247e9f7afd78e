import { describe, expect, test, vi } from 'vitest';
import { laterProgress, progressPercent, sendUntilDone, validateDraft, type SendAnswer } from './sending';

describe('validateDraft', () => {
  test('a subject is needed to save; a body too to send', () => {
    expect(validateDraft({ subject: '  ', bodyMd: '', layout: 'newsletter' }, 'save')).toEqual({ subject: 'Wpisz temat wydania.' });
    expect(validateDraft({ subject: 'Nowości', bodyMd: '', layout: 'newsletter' }, 'save')).toEqual({});
    expect(validateDraft({ subject: 'Nowości', bodyMd: ' \n', layout: 'newsletter' }, 'send')).toEqual({
      bodyMd: 'Wpisz treść wydania, zanim je wyślesz.',
    });
  });

  test('a subject over 200 characters is refused with its length', () => {
    expect(validateDraft({ subject: 'a'.repeat(201), bodyMd: 'x', layout: 'newsletter2' }, 'send').subject).toBe(
      'Temat może mieć najwyżej 200 znaków (ma 201).',
    );
  });
});

describe('progressPercent', () => {
  test('handled share of the total, 100 only once sent', () => {
    expect(progressPercent({ status: 'sending', total: 0, sent: 0, failed: 0 })).toBe(0);
    expect(progressPercent({ status: 'sending', total: 3, sent: 1, failed: 0 })).toBe(33);
    expect(progressPercent({ status: 'sending', total: 4, sent: 2, failed: 1, skipped: 1 })).toBe(99);
    expect(progressPercent({ status: 'sent', total: 4, sent: 3, failed: 0 })).toBe(100);
  });
});

describe('laterProgress', () => {
  test('an older report arriving late does not move the bar back', () => {
    const newer = { status: 'sending', total: 10, sent: 6, failed: 0 };
    expect(laterProgress(newer, { status: 'sending', total: 10, sent: 3, failed: 0 })).toEqual(newer);
    expect(laterProgress(newer, { status: 'sending', total: 10, sent: 8, failed: 1 })).toMatchObject({ sent: 8, failed: 1 });
  });

  test('sent is final; skipped from a function answer survives later realtime updates', () => {
    const sent = { status: 'sent', total: 2, sent: 2, failed: 0 };
    expect(laterProgress(sent, { status: 'sending', total: 2, sent: 2, failed: 0 })).toBe(sent);
    expect(
      laterProgress({ status: 'sending', total: 5, sent: 1, failed: 0, skipped: 2 }, { status: 'sending', total: 5, sent: 3, failed: 0 }),
    ).toEqual({
      status: 'sending',
      total: 5,
      sent: 3,
      failed: 0,
      skipped: 2,
    });
  });
});

const answer = (overrides: Partial<SendAnswer>): SendAnswer => ({
  status: 'sending',
  total: 3,
  sent: 0,
  failed: 0,
  skipped: 0,
  remaining: 3,
  done: false,
  retryAfterSeconds: 0,
  ...overrides,
});

describe('sendUntilDone', () => {
  test('calls again until done, waiting retryAfterSeconds when nothing was claimable', async () => {
    const answers = [
      answer({ sent: 1, remaining: 2 }),
      answer({ sent: 1, remaining: 2, retryAfterSeconds: 10 }),
      answer({ status: 'sent', sent: 3, remaining: 0, done: true }),
    ];
    const call = vi.fn(async () => answers.shift()!);
    const wait = vi.fn(async () => {});
    const seen: number[] = [];
    const last = await sendUntilDone({ call, wait, onAnswer: (a) => seen.push(a.sent) });
    expect(call).toHaveBeenCalledTimes(3);
    expect(wait).toHaveBeenCalledTimes(1);
    expect(wait).toHaveBeenCalledWith(10_000, undefined);
    expect(seen).toEqual([1, 1, 3]);
    expect(last).toMatchObject({ done: true, status: 'sent' });
  });

  test('stops calling once aborted (the send stays resumable)', async () => {
    const controller = new AbortController();
    const call = vi.fn(async () => {
      controller.abort();
      return answer({ sent: 1, remaining: 2 });
    });
    const last = await sendUntilDone({ call, onAnswer: () => {}, signal: controller.signal, wait: async () => {} });
    expect(call).toHaveBeenCalledTimes(1);
    expect(last?.done).toBe(false);
  });

  test('an error from the function is thrown to the caller', async () => {
    await expect(
      sendUntilDone({
        call: async () => {
          throw new Error('Wysyłać newsletter może tylko administrator z weryfikacją dwuetapową.');
        },
        onAnswer: () => {},
      }),
    ).rejects.toThrow(/administrator/);
  });
});
