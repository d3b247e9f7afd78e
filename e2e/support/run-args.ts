/**
 * `npm run test:e2e [-- options]`: one set of options for both e2e layers, translated for each runner.
 *   --grep <regex>         only tests whose full title matches (vitest `-t`, Playwright `--grep`), e.g. `--grep @smoke`
 *   --grep-invert <regex>  leave out tests whose full title matches
 *   --shard <i/n>          the i-th of n parts (vitest splits by file, Playwright by test); all n parts run every test once
 * With one layer named (`test:e2e:api`, `test:e2e:browser`), any other argument goes to that layer's runner as is
 * (a file, `--headed`…); with both, an unknown argument is an error, since the two runners take different ones.
 */
export type LayerName = 'api' | 'browser';

export interface E2eArgs {
  layers: LayerName[];
  grep?: string;
  grepInvert?: string;
  shard?: { index: number; total: number };
  /** Passed to the one layer's runner untouched. */
  rest: string[];
}

export class E2eArgsError extends Error {
  override name = 'E2eArgsError';
}

export function parseE2eArgs(argv: readonly string[]): E2eArgs {
  const args = [...argv];
  const layers: LayerName[] = args[0] === 'api' || args[0] === 'browser' ? [args.shift() as LayerName] : ['api', 'browser'];
  const result: E2eArgs = { layers, rest: [] };
  const value = (flag: string, inline: string | undefined): string => {
    const given = inline ?? args.shift();
    if (given === undefined || given === '') throw new E2eArgsError(`${flag} needs a value`);
    return given;
  };
  while (args.length) {
    const arg = args.shift()!;
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (flag === '--grep' || flag === '-g') result.grep = value(flag, inline);
    else if (flag === '--grep-invert') result.grepInvert = value(flag, inline);
    else if (flag === '--shard') {
      const text = value(flag, inline);
      const match = /^(\d+)\/(\d+)$/.exec(text);
      const [index, total] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
      if (!(index >= 1 && total >= 1 && index <= total))
        throw new E2eArgsError(`--shard=${text}: expected i/n with 1 ≤ i ≤ n, e.g. --shard=1/2`);
      result.shard = { index, total };
    } else if (layers.length === 1) result.rest.push(arg);
    else
      throw new E2eArgsError(
        `${arg} is not an option of npm run test:e2e (--grep, --grep-invert, --shard); give it to one layer: npm run test:e2e:api -- … or npm run test:e2e:browser -- …`,
      );
  }
  return result;
}

/**
 * Vitest's `-t` takes one pattern, so grep and grep-invert become one regex with lookaheads. Vitest matches it
 * against the full name (describe titles and the test title joined by spaces), as Playwright does.
 */
export function vitestNamePattern(grep?: string, grepInvert?: string): string | undefined {
  if (grep === undefined && grepInvert === undefined) return undefined;
  return `^${grep !== undefined ? `(?=[\\s\\S]*(?:${grep}))` : ''}${grepInvert !== undefined ? `(?![\\s\\S]*(?:${grepInvert}))` : ''}`;
}

/** The runner's arguments for one layer (reporters aside). */
export function layerArgs(layer: LayerName, args: E2eArgs): string[] {
  const shard = args.shard ? [`--shard=${args.shard.index}/${args.shard.total}`] : [];
  if (layer === 'api') {
    const pattern = vitestNamePattern(args.grep, args.grepInvert);
    return [...(pattern === undefined ? [] : ['-t', pattern]), ...shard, ...args.rest];
  }
  const filters = [
    ...(args.grep === undefined ? [] : ['--grep', args.grep]),
    ...(args.grepInvert === undefined ? [] : ['--grep-invert', args.grepInvert]),
  ];
  // A filter or a shard may leave this layer nothing to run; that is not a failure of the layer (the runner checks
  // that the run as a whole ran something).
  const passWithNone = filters.length || shard.length ? ['--pass-with-no-tests'] : [];
  return [...filters, ...shard, ...passWithNone, ...args.rest];
}
