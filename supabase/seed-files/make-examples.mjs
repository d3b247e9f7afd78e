// Renders the example pictures of the Midjourney parameter guides, the glossary, the /gratisy previews and the
// authors' portraits into ./media with sharp: schematic illustrations made for the site that make a parameter
// visible (they are not Midjourney output, and the pages say so). Deterministic, so a rebuild gives the same bytes:   node supabase/seed-files/make-examples.mjs
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = process.env.MEDIA_OUT ?? path.join(here, 'media');

function random(seed) {
  let state = seed >>> 0 || 1;
  return () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 4294967296;
}

const svg = (width, height, body) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`);

async function write(file, buffer, options = { quality: 80 }) {
  fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
  await sharp(buffer).webp({ ...options, effort: 6 }).toFile(path.join(out, file));
}

// ─── --chaos: four variants of one prompt; how far they drift apart grows with the value ───────────────────────
/** One "night city" poster; `drift` (0–1) moves its hue, moon, skyline and angle away from the shared idea. */
function cityPoster(x, y, size, drift, next) {
  const hue = (250 + (next() - 0.5) * 360 * drift + 360) % 360;
  const moonX = 70 + (next() - 0.5) * 120 * drift;
  const moonY = 60 + (next() - 0.5) * 80 * drift;
  const tilt = (next() - 0.5) * 50 * drift;
  const moonShape = drift > 0.6 && next() > 0.5;
  const buildings = Array.from({ length: 7 }, (_, i) => {
    const height = 70 + ((i * 37) % 50) + (next() - 0.5) * 120 * drift;
    return `<rect x="${i * 30 - 6}" y="${200 - height}" width="26" height="${height}" fill="hsl(${(hue + 30) % 360} 45% ${28 + i * 4}%)"/>`;
  }).join('');
  const moon = moonShape
    ? `<path d="M${moonX} ${moonY - 26} L${moonX + 26} ${moonY + 20} L${moonX - 26} ${moonY + 20} Z" fill="hsl(${(hue + 170) % 360} 85% 70%)"/>`
    : `<circle cx="${moonX}" cy="${moonY}" r="24" fill="hsl(${(hue + 170) % 360} 85% 72%)"/>`;
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 200 200"><rect width="200" height="200" fill="hsl(${hue} 45% 18%)"/><g transform="rotate(${tilt.toFixed(1)} 100 100)">${moon}${buildings}</g></svg>`;
}

for (const value of [0, 25, 50, 100]) {
  const next = random(4242);
  const size = 300;
  const tiles = [0, 1, 2, 3].map((i) => cityPoster((i % 2) * size, Math.floor(i / 2) * size, size - 4, value / 100, next)).join('');
  await write(`parametry/chaos-${value}.webp`, svg(2 * size - 4, 2 * size - 4, `<rect width="100%" height="100%" fill="#ffffff"/>${tiles}`));
}

// ─── --stylize: one scene, from literal and plain to Midjourney's own, richer look ─────────────────────────────
function stylized(level) {
  const next = random(99);
  const plain = level === 0;
  const sky = plain
    ? '<rect width="480" height="480" fill="#bcd7f2"/>'
    : `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${level >= 750 ? '#1b1446' : '#3b6fd1'}"/><stop offset="1" stop-color="${level >= 250 ? '#ff9f6b' : '#bcd7f2'}"/></linearGradient>
       <radialGradient id="g" cx=".72" cy=".3" r=".5"><stop offset="0" stop-color="#ffd166" stop-opacity="${level >= 250 ? 0.9 : 0.4}"/><stop offset="1" stop-color="#ffd166" stop-opacity="0"/></radialGradient></defs>
       <rect width="480" height="480" fill="url(#s)"/><rect width="480" height="480" fill="url(#g)"/>`;
  const stars =
    level >= 750
      ? Array.from({ length: 90 }, () => `<circle cx="${Math.round(next() * 480)}" cy="${Math.round(next() * 260)}" r="${(next() * 1.8 + 0.4).toFixed(1)}" fill="#fff" opacity="${(next() * 0.6 + 0.3).toFixed(2)}"/>`).join('')
      : '';
  const sun = `<circle cx="345" cy="140" r="${plain ? 40 : 46}" fill="#ffd166"${level >= 250 ? ' stroke="#fff3c4" stroke-width="6"' : ''}/>`;
  const hill = `<path d="M0 360 Q240 ${plain ? 330 : 300} 480 360 V480 H0 Z" fill="${plain ? '#6bbf59' : level >= 750 ? '#2d2392' : '#3f9b4f'}"/>`;
  const house = `<rect x="120" y="280" width="90" height="70" fill="${plain ? '#e9e4d8' : '#fff1dc'}"/><path d="M110 285 L165 235 L220 285 Z" fill="#c0392b"/><rect x="150" y="312" width="26" height="38" fill="#6b4226"/>`;
  const glow = level >= 250 ? '<rect x="185" y="295" width="18" height="16" fill="#ffd166"/><rect x="128" y="295" width="18" height="16" fill="#ffd166"/>' : '';
  const tree = `<rect x="300" y="270" width="14" height="80" fill="#6b4226"/><circle cx="307" cy="255" r="${plain ? 34 : 40}" fill="${level >= 750 ? '#7c70f0' : '#2f7d32'}"/>`;
  const sparkle =
    level >= 750
      ? Array.from({ length: 26 }, () => `<circle cx="${Math.round(240 + (next() - 0.5) * 420)}" cy="${Math.round(250 + (next() - 0.5) * 160)}" r="${(next() * 3 + 1).toFixed(1)}" fill="#ffe8a3" opacity=".85"/>`).join('')
      : '';
  const vignette =
    level >= 750
      ? '<defs><radialGradient id="v" cx=".5" cy=".5" r=".75"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".55"/></radialGradient></defs><rect width="480" height="480" fill="url(#v)"/>'
      : '';
  return svg(480, 480, `${sky}${stars}${sun}${hill}${house}${glow}${tree}${sparkle}${vignette}`);
}

for (const value of [0, 100, 250, 750]) await write(`parametry/stylize-${value}.webp`, stylized(value));

// ─── --ar: the same scene framed at each aspect ratio ────────────────────────────────────────────────────────
const scene = (() => {
  const next = random(7);
  const stars = Array.from({ length: 140 }, () => `<circle cx="${Math.round(next() * 2100)}" cy="${Math.round(next() * 900)}" r="${(next() * 2 + 0.6).toFixed(1)}" fill="#fff" opacity=".8"/>`).join('');
  return `<defs><linearGradient id="k" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2d2392"/><stop offset="1" stop-color="#ff9f6b"/></linearGradient></defs>
  <rect width="2100" height="2100" fill="url(#k)"/>${stars}<circle cx="1050" cy="900" r="190" fill="#ffd166"/>
  <path d="M0 1400 L300 1050 L520 1250 L800 900 L1050 1200 L1300 950 L1600 1300 L1850 1000 L2100 1250 V2100 H0 Z" fill="#3b2fb8"/>
  <path d="M0 1600 Q525 1450 1050 1600 T2100 1580 V2100 H0 Z" fill="#1c1760"/>
  <g transform="translate(1050 1560)"><rect x="-22" y="-160" width="44" height="160" fill="#0f0c3a"/><path d="M-90 -150 L0 -330 L90 -150 Z" fill="#0f0c3a"/></g>`;
})();

for (const ratio of ['1:1', '4:5', '2:3', '9:16', '3:2', '16:9', '21:9']) {
  const [w, h] = ratio.split(':').map(Number);
  // The largest frame of this ratio inside the square scene, centred on the sun and the tower.
  const scale = Math.min(2100 / w, 2100 / h);
  const frameW = w * scale;
  const frameH = h * scale;
  const height = 300;
  const width = Math.round((height * w) / h);
  const top = Math.min(Math.max(1150 - frameH / 2, 0), 2100 - frameH);
  const body = `<svg width="${width}" height="${height}" viewBox="${(2100 - frameW) / 2} ${top} ${frameW} ${frameH}" preserveAspectRatio="xMidYMid slice">${scene}</svg>`;
  await write(`parametry/proporcje-${ratio.replace(':', 'x')}.webp`, svg(width, height, body));
}

// ─── Glossary: one picture for each term that is about how an image looks ───────────────────────────────────
const G = { w: 640, h: 360 };
const glossarySky = '<defs><linearGradient id="gs" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2d2392"/><stop offset="1" stop-color="#ff9f6b"/></linearGradient></defs><rect width="640" height="360" fill="url(#gs)"/>';
const subject = (x, y, scale = 1) =>
  `<g transform="translate(${x} ${y}) scale(${scale})"><circle r="46" fill="#5ad19a"/><circle cx="-16" cy="-10" r="10" fill="#fff"/><circle cx="16" cy="-10" r="10" fill="#fff"/><circle cx="-14" cy="-8" r="4" fill="#1c1a27"/><circle cx="18" cy="-8" r="4" fill="#1c1a27"/><path d="M-16 16 Q0 28 16 16" stroke="#1c1a27" stroke-width="4" fill="none" stroke-linecap="round"/></g>`;

const glossary = {
  bokeh: () => {
    const next = random(21);
    const lights = Array.from({ length: 36 }, () => `<circle cx="${Math.round(next() * 640)}" cy="${Math.round(next() * 360)}" r="${Math.round(14 + next() * 30)}" fill="${['#ffd166', '#ff7ab6', '#7c70f0', '#ffffff'][Math.floor(next() * 4)]}" opacity="${(0.25 + next() * 0.45).toFixed(2)}"/>`).join('');
    return `<defs><filter id="b" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="9"/></filter></defs><rect width="640" height="360" fill="#1b1446"/><g filter="url(#b)">${lights}</g>${subject(320, 200, 1.6)}`;
  },
  'glebia-ostrosci': () =>
    `${glossarySky}<defs><filter id="far"><feGaussianBlur stdDeviation="7"/></filter><filter id="mid"><feGaussianBlur stdDeviation="2.5"/></filter></defs>
     <path d="M0 260 H640 V360 H0 Z" fill="#3f9b4f"/><g filter="url(#far)">${subject(520, 150, 0.7)}</g><g filter="url(#mid)">${subject(400, 200, 1)}</g>${subject(200, 250, 1.6)}`,
  inpainting: () =>
    `${glossarySky}<path d="M0 270 Q320 230 640 270 V360 H0 Z" fill="#2d2392"/>${subject(460, 250, 1.2)}
     <rect x="130" y="150" width="170" height="150" fill="#ffd166" opacity=".25"/><g transform="translate(215 225)"><rect x="-45" y="-40" width="90" height="70" fill="#fff1dc"/><path d="M-55 -35 L0 -80 L55 -35 Z" fill="#c0392b"/></g>
     <rect x="130" y="150" width="170" height="150" fill="none" stroke="#ffffff" stroke-width="4" stroke-dasharray="12 8"/>`,
  outpainting: () =>
    `${glossarySky}<path d="M0 270 Q320 220 640 270 V360 H0 Z" fill="#2d2392"/><circle cx="120" cy="90" r="34" fill="#ffd166"/><path d="M470 270 L540 170 L610 270 Z" fill="#3b2fb8"/>${subject(320, 230, 1.1)}
     <rect x="0" y="0" width="640" height="360" fill="#13121a" opacity=".35"/><rect x="220" y="130" width="200" height="170" fill="none" stroke="#ffffff" stroke-width="5"/>
     <g>${glossarySkyClip()}</g>`,
  kompozycja: () =>
    `${glossarySky}<path d="M0 280 Q320 250 640 280 V360 H0 Z" fill="#2d2392"/>${subject(427, 120, 1.1)}
     <g stroke="#ffffff" stroke-width="2" opacity=".8"><line x1="213" y1="0" x2="213" y2="360"/><line x1="427" y1="0" x2="427" y2="360"/><line x1="0" y1="120" x2="640" y2="120"/><line x1="0" y1="240" x2="640" y2="240"/></g>
     ${[[213, 120], [427, 120], [213, 240], [427, 240]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="#ffd166"/>`).join('')}`,
  swiatlocien: () =>
    `<defs><radialGradient id="l" cx=".32" cy=".3" r=".75"><stop offset="0" stop-color="#fff3c4"/><stop offset=".45" stop-color="#c58b3a"/><stop offset="1" stop-color="#1c1008"/></radialGradient><linearGradient id="f" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#3a2a16"/><stop offset="1" stop-color="#0b0704"/></linearGradient></defs>
     <rect width="640" height="360" fill="url(#f)"/><ellipse cx="360" cy="300" rx="150" ry="26" fill="#000" opacity=".6"/><circle cx="320" cy="190" r="110" fill="url(#l)"/>`,
  szum: () => {
    const next = random(5);
    const steps = [0, 1, 2, 3].map((step) => {
      const x = step * 160;
      const noise = Array.from({ length: 140 - step * 45 }, () => `<rect x="${x + Math.floor(next() * 152)}" y="${Math.floor(next() * 352)}" width="8" height="8" fill="hsl(${Math.floor(next() * 360)} 60% ${30 + Math.floor(next() * 50)}%)" opacity="${(1 - step * 0.3).toFixed(2)}"/>`).join('');
      return `<svg x="${x}" y="0" width="156" height="360" viewBox="${x} 0 156 360">${glossarySky}<path d="M0 270 Q320 230 640 270 V360 H0 Z" fill="#2d2392"/>${subject(x + 78, 200, 0.9)}<rect x="${x}" y="0" width="156" height="360" fill="#808080" opacity="${(0.85 - step * 0.28).toFixed(2)}"/>${noise}</svg>`;
    });
    return `<rect width="640" height="360" fill="#ffffff"/>${steps.join('')}`;
  },
};

/** The original frame of the outpainting picture, drawn again inside its outline at full brightness. */
function glossarySkyClip() {
  return `<defs><clipPath id="o"><rect x="220" y="130" width="200" height="170"/></clipPath></defs><g clip-path="url(#o)">${glossarySky}<path d="M0 270 Q320 220 640 270 V360 H0 Z" fill="#2d2392"/>${subject(320, 230, 1.1)}</g><rect x="220" y="130" width="200" height="170" fill="none" stroke="#ffffff" stroke-width="5"/>`;
}

for (const [slug, draw] of Object.entries(glossary)) await write(`slownik/${slug}.webp`, svg(G.w, G.h, draw()));

// ─── /gratisy: previews of the image downloads (the files themselves stay in the private bucket) ──────────────
const downloads = path.join(here, 'gratisy');
for (const file of fs.readdirSync(downloads).sort()) {
  if (!/\.(webp|png|jpe?g)$/i.test(file)) continue;
  const preview = await sharp(path.join(downloads, file)).resize({ width: 480, height: 270, fit: 'cover' }).toBuffer();
  await write(`gratisy/${file.replace(/\.[a-z]+$/i, '')}.webp`, preview, { quality: 78 });
}

// ─── Authors: illustrated portraits for the bylines (drawn shapes, no photographs and no text) ─────────────────
const portraits = {
  'anna-wisniewska': { background: ['#7c70f0', '#ff9f6b'], skin: '#f2c9a8', hair: '#4a2c1d', top: '#2d2392', longHair: true },
  'michal-zielinski': { background: ['#2f9e8f', '#bde7c1'], skin: '#e0b08c', hair: '#1c1a27', top: '#c0392b', longHair: false },
};
for (const [slug, look] of Object.entries(portraits)) {
  const [from, to] = look.background;
  const hair = look.longHair
    ? `<path d="M52 104 Q48 40 96 36 Q144 40 140 104 L140 150 L122 150 L122 96 L70 96 L70 150 L52 150 Z" fill="${look.hair}"/>`
    : `<path d="M58 84 Q60 38 96 38 Q132 38 134 84 Q118 62 96 64 Q74 62 58 84 Z" fill="${look.hair}"/>`;
  await write(
    `autorzy/${slug}.webp`,
    svg(
      192,
      192,
      `<defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
       <rect width="192" height="192" fill="url(#p)"/>${hair}
       <path d="M28 192 Q30 142 96 136 Q162 142 164 192 Z" fill="${look.top}"/><rect x="84" y="112" width="24" height="30" fill="${look.skin}"/>
       <ellipse cx="96" cy="88" rx="36" ry="40" fill="${look.skin}"/>
       <circle cx="83" cy="86" r="4" fill="#1c1a27"/><circle cx="109" cy="86" r="4" fill="#1c1a27"/>
       <path d="M84 106 Q96 114 108 106" stroke="#8a3b2f" stroke-width="4" fill="none" stroke-linecap="round"/>
       ${look.longHair ? `<path d="M60 80 Q70 46 96 48 Q124 46 132 80 Q112 60 96 62 Q78 60 60 80 Z" fill="${look.hair}"/>` : ''}`,
    ),
    { quality: 82 },
  );
}

process.stdout.write(`examples written to ${out}\n`);
