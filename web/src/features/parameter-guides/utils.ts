/** Pure logic of the interactive parameter guides: the scale's bands, prompts and the schematic previews. */

export type RangeStep = { min: number; max: number; label: string; description: string };
export type ChoiceStep = { value: string; label: string; description: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks the `steps` JSON of a guide; a malformed row fails loudly instead of rendering a broken slider. */
export function parseRangeSteps(json: unknown): RangeStep[] {
  if (!Array.isArray(json)) throw new Error('steps must be an array');
  return json.map((step, index) => {
    if (!isRecord(step) || typeof step.min !== 'number' || typeof step.max !== 'number')
      throw new Error(`steps[${index}] needs min and max`);
    if (typeof step.label !== 'string' || typeof step.description !== 'string')
      throw new Error(`steps[${index}] needs label and description`);
    return { min: step.min, max: step.max, label: step.label, description: step.description };
  });
}

export function parseChoiceSteps(json: unknown): ChoiceStep[] {
  if (!Array.isArray(json)) throw new Error('steps must be an array');
  return json.map((step, index) => {
    if (!isRecord(step) || typeof step.value !== 'string') throw new Error(`steps[${index}] needs a value`);
    if (typeof step.label !== 'string' || typeof step.description !== 'string')
      throw new Error(`steps[${index}] needs label and description`);
    return { value: step.value, label: step.label, description: step.description };
  });
}

/** The band a value falls in; values between bands belong to the lower one. */
export function bandFor(value: number, steps: readonly RangeStep[]): RangeStep {
  const band = steps.find((step) => value >= step.min && value <= step.max) ?? [...steps].reverse().find((step) => value >= step.min);
  return band ?? steps[0]!;
}

/** A Midjourney prompt with the parameter appended: "kot w kapeluszu --chaos 40". */
export function promptWithParameter(basePrompt: string, parameter: string, value: string | number): string {
  return `${basePrompt.trim()} ${parameter} ${value}`;
}

/** Width and height of a preview frame for "W:H" that fits a square box of the given size. */
export function ratioFrame(ratio: string, box: number): { width: number; height: number } {
  const match = /^(\d+):(\d+)$/.exec(ratio);
  if (!match) throw new Error(`Not an aspect ratio: ${ratio}`);
  const width = Number(match[1]);
  const height = Number(match[2]);
  const scale = box / Math.max(width, height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** Small deterministic PRNG, so the same chaos value always draws the same previews. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type ChaosTile = { hue: number; moonX: number; moonY: number; moonRadius: number; skyline: number[]; tilt: number };

/**
 * Four schematic "posters" that drift apart from one shared design as chaos grows (0 → nearly identical,
 * 100 → very different), like the four images of a Midjourney grid.
 */
export function chaosTiles(chaos: number): ChaosTile[] {
  const spread = Math.min(Math.max(chaos, 0), 100) / 100;
  return [1, 2, 3, 4].map((tile) => {
    const random = mulberry32(tile * 7919);
    const jitter = (range: number) => (random() * 2 - 1) * range * spread;
    // Each tile draws its own small variation even at 0, as four images of one grid never match exactly.
    const nuance = (range: number) => (random() * 2 - 1) * range;
    return {
      hue: Math.round(250 + nuance(6) + jitter(150)),
      moonX: Math.round(70 + nuance(3) + jitter(45)),
      moonY: Math.round(28 + nuance(2) + jitter(18)),
      moonRadius: Math.round(12 + jitter(7)),
      skyline: Array.from({ length: 6 }, (_, index) => Math.round(30 + ((index * 13) % 20) + nuance(2) + jitter(28))),
      tilt: Math.round(jitter(25)),
    };
  });
}
