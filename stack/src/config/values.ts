/** Value parsers of config.toml's sizes and durations, shared with the rest of the stack. */

const SIZE_MULTIPLIERS: Record<string, number> = { '': 1, b: 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3, t: 1024 ** 4, p: 1024 ** 5 };

/**
 * Bytes in a size such as "50MiB", "5MB", "500 KB", "1.5g" or 1024, or undefined if invalid.
 * Like the CLI (docker/go-units RAMInBytes), every unit is binary: "5MB" is 5 × 1024².
 */
export function parseSize(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const match = /^(\d+(?:\.\d*)?|\.\d+) ?(?:([kmgtp])(?:i?b)?|(b))?$/i.exec(value);
  if (!match) return undefined;
  const unit = (match[2] ?? match[3] ?? '').toLowerCase();
  const bytes = Math.trunc(Number(match[1]) * (SIZE_MULTIPLIERS[unit] ?? Number.NaN));
  return Number.isSafeInteger(bytes) ? bytes : undefined;
}

const DURATION_UNITS_MS: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, μs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** Milliseconds in a Go duration such as "1s", "1m0s", "1h30m" or "250ms", or undefined if invalid. */
export function parseDuration(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.startsWith('+') ? value.slice(1) : value;
  if (text === '0') return 0;
  if (text === '') return undefined;
  const segment = /(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|μs|ms|s|m|h)/y;
  let total = 0;
  while (segment.lastIndex < text.length) {
    const match = segment.exec(text);
    if (!match) return undefined;
    total += Number(match[1]) * (DURATION_UNITS_MS[match[2] ?? ''] ?? Number.NaN);
  }
  return Number.isFinite(total) ? total : undefined;
}
