import { parseHex, toHex } from '../../lib/hex-color';

export const shapes = {
  plaski: 'Płaski',
  wklesly: 'Wklęsły',
  wypukly: 'Wypukły',
  wcisniety: 'Wciśnięty',
} as const;

export type Shape = keyof typeof shapes;

export const lightSources = {
  'lewy-gorny': 'Z lewej u góry',
  'prawy-gorny': 'Z prawej u góry',
  'lewy-dolny': 'Z lewej u dołu',
  'prawy-dolny': 'Z prawej u dołu',
} as const;

export type LightSource = keyof typeof lightSources;

export type NeumorphismSettings = {
  color: string;
  size: number;
  radius: number;
  distance: number;
  intensity: number;
  blur: number;
  shape: Shape;
  light: LightSource;
};

export const defaultSettings: NeumorphismSettings = {
  color: '#e0e5ec',
  size: 240,
  radius: 40,
  distance: 20,
  intensity: 0.15,
  blur: 60,
  shape: 'plaski',
  light: 'lewy-gorny',
};

/** Each channel multiplied by (1 + amount): negative darkens, positive lightens; clamped to 0–255. */
export function shade(hex: string, amount: number): string {
  const rgb = parseHex(hex);
  if (!rgb) throw new Error(`Not a hex colour: ${hex}`);
  return toHex({ r: rgb.r * (1 + amount), g: rgb.g * (1 + amount), b: rgb.b * (1 + amount) });
}

/** Which way the shadow falls: away from the light. */
function shadowDirection(light: LightSource): { x: 1 | -1; y: 1 | -1 } {
  return {
    x: light.startsWith('lewy') ? 1 : -1,
    y: light.endsWith('gorny') ? 1 : -1,
  };
}

/** The CSS declarations of the element, in the order they are shown and copied. */
export function neumorphismCss(settings: NeumorphismSettings): Record<string, string> {
  const dark = shade(settings.color, -settings.intensity);
  const light = shade(settings.color, settings.intensity);
  const { x, y } = shadowDirection(settings.light);
  const offset = (sign: number, value: number) => `${sign * value}px`;
  const inset = settings.shape === 'wcisniety' ? 'inset ' : '';
  const shadow =
    `${inset}${offset(x, settings.distance)} ${offset(y, settings.distance)} ${settings.blur}px ${dark}, ` +
    `${inset}${offset(-x, settings.distance)} ${offset(-y, settings.distance)} ${settings.blur}px ${light}`;
  // The gradient runs from the lit corner; concave is darker there, convex lighter.
  const angle = { 'lewy-gorny': 145, 'prawy-gorny': 225, 'lewy-dolny': 45, 'prawy-dolny': 315 }[settings.light];
  const background =
    settings.shape === 'wklesly'
      ? `linear-gradient(${angle}deg, ${shade(settings.color, -0.1)}, ${shade(settings.color, 0.07)})`
      : settings.shape === 'wypukly'
        ? `linear-gradient(${angle}deg, ${shade(settings.color, 0.07)}, ${shade(settings.color, -0.1)})`
        : settings.color;
  return {
    'border-radius': `${settings.radius}px`,
    background,
    'box-shadow': shadow,
  };
}

export function cssText(declarations: Record<string, string>): string {
  return Object.entries(declarations)
    .map(([property, value]) => `${property}: ${value};`)
    .join('\n');
}

/** A neumorphic surface needs a light background: warn when the colour is too dark for the effect to read. */
export function isTooDark(hex: string): boolean {
  const rgb = parseHex(hex);
  return rgb ? (rgb.r + rgb.g + rgb.b) / 3 < 60 : false;
}
