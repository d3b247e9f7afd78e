// Renders the example pictures of the Midjourney parameter guides and the /gratisy previews into ./media with
// sharp: schematic illustrations made for the site that make a parameter visible (they are not Midjourney output,
// and the pages say so). Deterministic, so a rebuild gives the same bytes:   node supabase/seed-files/make-examples.mjs
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

// ─── /gratisy: previews of the image downloads (the files themselves stay in the private bucket) ──────────────
const downloads = path.join(here, 'gratisy');
for (const file of fs.readdirSync(downloads).sort()) {
  if (!/\.(webp|png|jpe?g)$/i.test(file)) continue;
  const preview = await sharp(path.join(downloads, file)).resize({ width: 480, height: 270, fit: 'cover' }).toBuffer();
  await write(`gratisy/${file.replace(/\.[a-z]+$/i, '')}.webp`, preview, { quality: 78 });
}

process.stdout.write(`examples written to ${out}\n`);
