// Drawing a creature: its parts become a list of SVG shapes (plain data), which the React component renders and
// `creatureSvgMarkup` turns into a standalone .svg file. Only known parts and #rrggbb colours reach this code
// (see parseParts), and every attribute is escaped in the markup anyway.
import { describeCreature, type Accessory, type CreatureParts, type EyeStyle } from './creature';

export type ShapeTag = 'circle' | 'ellipse' | 'rect' | 'path' | 'polygon';
/** Attribute names in React's camelCase (strokeWidth); the markup writer turns them into kebab-case. */
export type Shape = { tag: ShapeTag; attrs: Record<string, string | number> };

export const VIEW_BOX = '0 0 200 220';
const INK = '#1c1a27';
const WHITE = '#ffffff';
const GOLD = '#ffd166';
const RED = '#e5484d';
const PINK = '#ff7ab6';

const outline = { stroke: INK, strokeWidth: 3, strokeLinejoin: 'round' } as const;

function bodyShape(parts: CreatureParts): Shape {
  const fill = parts.bodyColor;
  switch (parts.body) {
    case 'round':
      return { tag: 'circle', attrs: { cx: 100, cy: 130, r: 70, fill, ...outline } };
    case 'square':
      return { tag: 'rect', attrs: { x: 34, y: 62, width: 132, height: 136, rx: 26, fill, ...outline } };
    case 'blob':
      return {
        tag: 'path',
        attrs: { d: 'M100 58C150 52 178 92 172 132C168 172 142 202 100 200C56 202 26 176 30 130C34 88 56 62 100 58Z', fill, ...outline },
      };
    case 'ghost':
      return {
        tag: 'path',
        attrs: { d: 'M40 200V120C40 80 68 58 100 58C132 58 160 80 160 120V200L140 186L120 200L100 186L80 200L60 186Z', fill, ...outline },
      };
    case 'pear':
      return {
        tag: 'path',
        attrs: {
          d: 'M100 58C124 58 134 80 132 100C160 118 174 148 168 172C162 196 136 202 100 202C64 202 38 196 32 172C26 148 40 118 68 100C66 80 76 58 100 58Z',
          fill,
          ...outline,
        },
      };
  }
}

/** Where the eyes sit, so glasses can follow them. */
function eyeCentres(eyes: EyeStyle): [number, number][] {
  if (eyes === 'cyclops') return [[100, 104]];
  if (eyes === 'three')
    return [
      [72, 106],
      [100, 100],
      [128, 106],
    ];
  return [
    [78, 108],
    [122, 108],
  ];
}

function starPoints(cx: number, cy: number, outer: number, inner: number): string {
  const points: string[] = [];
  for (let index = 0; index < 10; index++) {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return points.join(' ');
}

function eyeShapes(eyes: EyeStyle): Shape[] {
  const centres = eyeCentres(eyes);
  switch (eyes) {
    case 'sleepy':
      return centres.map(([x, y]) => ({
        tag: 'path',
        attrs: { d: `M${x - 12} ${y}Q${x} ${y + 9} ${x + 12} ${y}`, fill: 'none', stroke: INK, strokeWidth: 4, strokeLinecap: 'round' },
      }));
    case 'star':
      return centres.map(([x, y]) => ({
        tag: 'polygon',
        attrs: { points: starPoints(x, y, 14, 6), fill: GOLD, ...outline, strokeWidth: 2 },
      }));
    default: {
      const radius = eyes === 'cyclops' ? 22 : eyes === 'three' ? 10 : 14;
      const pupil = eyes === 'cyclops' ? 9 : eyes === 'three' ? 4 : 6;
      return centres.flatMap(([x, y]): Shape[] => [
        { tag: 'circle', attrs: { cx: x, cy: y, r: radius, fill: WHITE, ...outline, strokeWidth: 2 } },
        { tag: 'circle', attrs: { cx: x + 2, cy: y + 2, r: pupil, fill: INK } },
      ]);
    }
  }
}

function mouthShapes(parts: CreatureParts): Shape[] {
  const smile: Shape = {
    tag: 'path',
    attrs: { d: 'M82 132Q100 148 118 132', fill: 'none', stroke: INK, strokeWidth: 4, strokeLinecap: 'round' },
  };
  switch (parts.mouth) {
    case 'smile':
      return [smile];
    case 'grin':
      return [
        { tag: 'path', attrs: { d: 'M72 128Q100 166 128 128Z', fill: INK, ...outline } },
        { tag: 'path', attrs: { d: 'M80 131H120', stroke: WHITE, strokeWidth: 4, strokeLinecap: 'round' } },
      ];
    case 'fangs':
      return [
        smile,
        { tag: 'polygon', attrs: { points: '89,137 93,149 97,140', fill: WHITE, ...outline, strokeWidth: 2 } },
        { tag: 'polygon', attrs: { points: '103,140 107,149 111,137', fill: WHITE, ...outline, strokeWidth: 2 } },
      ];
    case 'surprised':
      return [{ tag: 'ellipse', attrs: { cx: 100, cy: 138, rx: 9, ry: 12, fill: INK } }];
    case 'tongue':
      return [smile, { tag: 'path', attrs: { d: 'M93 140Q100 158 107 140Z', fill: PINK, ...outline, strokeWidth: 2 } }];
  }
}

/** Accessories drawn behind the body (their bases tuck under it) and in front of it. */
function accessoryShapes(accessory: Accessory, parts: CreatureParts): { behind: Shape[]; front: Shape[] } {
  switch (accessory) {
    case 'horns':
      return {
        behind: [
          { tag: 'path', attrs: { d: 'M64 84Q44 52 58 28Q66 58 84 68Z', fill: '#fdf6e3', ...outline } },
          { tag: 'path', attrs: { d: 'M136 84Q156 52 142 28Q134 58 116 68Z', fill: '#fdf6e3', ...outline } },
        ],
        front: [],
      };
    case 'antennae':
      return {
        behind: [
          { tag: 'path', attrs: { d: 'M86 70L70 26M114 70L130 26', stroke: INK, strokeWidth: 4, strokeLinecap: 'round', fill: 'none' } },
          { tag: 'circle', attrs: { cx: 70, cy: 24, r: 8, fill: GOLD, ...outline, strokeWidth: 2 } },
          { tag: 'circle', attrs: { cx: 130, cy: 24, r: 8, fill: GOLD, ...outline, strokeWidth: 2 } },
        ],
        front: [],
      };
    case 'hat':
      return {
        behind: [],
        front: [
          { tag: 'rect', attrs: { x: 70, y: 16, width: 60, height: 42, rx: 4, fill: INK } },
          { tag: 'rect', attrs: { x: 70, y: 44, width: 60, height: 8, fill: RED } },
          { tag: 'rect', attrs: { x: 54, y: 54, width: 92, height: 9, rx: 4, fill: INK } },
        ],
      };
    case 'crown':
      return {
        behind: [],
        front: [{ tag: 'polygon', attrs: { points: '66,64 66,30 83,46 100,22 117,46 134,30 134,64', fill: GOLD, ...outline } }],
      };
    case 'bow':
      return {
        behind: [],
        front: [
          { tag: 'polygon', attrs: { points: '140,66 120,52 120,80', fill: PINK, ...outline, strokeWidth: 2 } },
          { tag: 'polygon', attrs: { points: '140,66 160,52 160,80', fill: PINK, ...outline, strokeWidth: 2 } },
          { tag: 'circle', attrs: { cx: 140, cy: 66, r: 6, fill: PINK, ...outline, strokeWidth: 2 } },
        ],
      };
    case 'glasses': {
      const centres = eyeCentres(parts.eyes);
      const radius = parts.eyes === 'cyclops' ? 29 : parts.eyes === 'three' ? 14 : 19;
      const lenses: Shape[] = centres.map(([x, y]) => ({
        tag: 'circle',
        attrs: { cx: x, cy: y, r: radius, fill: 'none', stroke: INK, strokeWidth: 4 },
      }));
      const bridges: Shape[] = centres.slice(1).map(([x, y], index) => {
        const [px, py] = centres[index]!;
        return {
          tag: 'path',
          attrs: {
            d: `M${px + radius} ${py}Q${(px + x) / 2} ${Math.min(py, y) - 6} ${x - radius} ${y}`,
            fill: 'none',
            stroke: INK,
            strokeWidth: 3,
          },
        };
      });
      return { behind: [], front: [...lenses, ...bridges] };
    }
    case 'scarf':
      return {
        behind: [],
        front: [
          { tag: 'path', attrs: { d: 'M44 150Q100 172 156 150L156 164Q100 186 44 164Z', fill: RED, ...outline, strokeWidth: 2 } },
          { tag: 'path', attrs: { d: 'M118 168L128 204L144 198L134 164Z', fill: RED, ...outline, strokeWidth: 2 } },
        ],
      };
  }
}

/** The creature as shapes in drawing order: accessories behind, body, belly, face, accessories in front. */
export function creatureShapes(parts: CreatureParts): Shape[] {
  const accessories = parts.accessories.map((accessory) => accessoryShapes(accessory, parts));
  return [
    ...accessories.flatMap((accessory) => accessory.behind),
    bodyShape(parts),
    { tag: 'ellipse', attrs: { cx: 100, cy: 172, rx: 38, ry: 22, fill: parts.accentColor } },
    ...eyeShapes(parts.eyes),
    ...mouthShapes(parts),
    ...accessories.flatMap((accessory) => accessory.front),
  ];
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** A standalone, accessible .svg file of the creature (title = its name, desc = what it looks like). */
export function creatureSvgMarkup(parts: CreatureParts, name: string): string {
  const body = creatureShapes(parts)
    .map(({ tag, attrs }) => {
      const attributes = Object.entries(attrs)
        .map(([key, value]) => `${kebab(key)}="${escapeXml(String(value))}"`)
        .join(' ');
      return `<${tag} ${attributes}/>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${VIEW_BOX}" role="img" aria-labelledby="t" aria-describedby="d">` +
    `<title id="t">${escapeXml(name)}</title><desc id="d">${escapeXml(describeCreature(parts))}</desc>${body}</svg>`
  );
}
