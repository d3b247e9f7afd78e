// Renders the covers of the seeded articles, guides and comparisons into ./covers/seed (1200×630 WebP, the Open Graph size) with sharp, from
// SVG scenes drawn here: abstract illustrations made for the site, not output of the generators the articles are
// about. Deterministic (seeded randomness, fixed encoder settings), so a rebuild gives the same bytes:
//   node supabase/seed-files/make-covers.mjs
// The alt texts are in supabase/seed.sql next to each article's cover_path.
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

// COVERS_OUT: another folder (the test that checks a rebuild gives the committed bytes).
const out = process.env.COVERS_OUT ?? path.join(path.dirname(fileURLToPath(import.meta.url)), 'covers', 'seed');
const W = 1200;
const H = 630;

/** A small linear congruential generator: the same seed, the same numbers, on every machine. */
function random(seed) {
  let state = seed >>> 0 || 1;
  return () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 4294967296;
}

const palettes = {
  zmierzch: { sky: ['#2d2392', '#ff9f6b'], ink: '#1c1a27', accent: '#ffd166', mid: ['#5b4fd6', '#3b2fb8', '#241c7a'] },
  noc: { sky: ['#13121a', '#3b2fb8'], ink: '#0b0a12', accent: '#ff7ab6', mid: ['#4b3fb0', '#2f2690', '#1c1760'] },
  morze: { sky: ['#0f766e', '#a7f3d0'], ink: '#083344', accent: '#ffd166', mid: ['#0e7490', '#155e75', '#164e63'] },
  papier: { sky: ['#fdf6e3', '#f5d0a9'], ink: '#3f2d20', accent: '#d9480f', mid: ['#e8a87c', '#c38d6b', '#8d5a3b'] },
  neon: { sky: ['#1a1033', '#7c3aed'], ink: '#0b0616', accent: '#22d3ee', mid: ['#db2777', '#9333ea', '#4c1d95'] },
};

const sky = (p) => `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>`;

/** Ridges of mountains, nearer ones darker, under a sun. */
function mountains(p, next) {
  const ridges = p.mid
    .map((color, layer) => {
      const base = 330 + layer * 90;
      let d = `M0 ${H} L0 ${base}`;
      for (let x = 0; x <= W; x += 60) d += ` L${x} ${Math.round(base - next() * (140 - layer * 30))}`;
      return `<path d="${d} L${W} ${H} Z" fill="${color}"/>`;
    })
    .join('');
  return `${sky(p)}<circle cx="${Math.round(780 + next() * 200)}" cy="200" r="90" fill="${p.accent}"/>${ridges}`;
}

/** Waves under a moon. */
function waves(p, next) {
  const rows = Array.from({ length: 7 }, (_, row) => {
    const y = 360 + row * 42;
    const amp = 10 + next() * 14;
    let d = `M0 ${y}`;
    for (let x = 0; x <= W; x += 100) d += ` Q${x + 50} ${Math.round(y - amp)} ${x + 100} ${y}`;
    return `<path d="${d} L${W} ${H} L0 ${H} Z" fill="${p.mid[row % p.mid.length]}" opacity="${(0.55 + row * 0.06).toFixed(2)}"/>`;
  }).join('');
  return `${sky(p)}<circle cx="${Math.round(260 + next() * 160)}" cy="170" r="70" fill="${p.accent}" opacity=".9"/>${rows}`;
}

/** A perspective grid to the horizon with a striped sun. */
function grid(p, next) {
  const horizon = 380;
  const lines = [];
  for (let i = -12; i <= 12; i++) lines.push(`<line x1="${W / 2 + i * 30}" y1="${horizon}" x2="${W / 2 + i * 160}" y2="${H}" stroke="${p.accent}" stroke-width="2" opacity=".7"/>`);
  for (let k = 1; k <= 8; k++) {
    const y = horizon + (H - horizon) * (k / 8) ** 1.8;
    lines.push(`<line x1="0" y1="${y.toFixed(1)}" x2="${W}" y2="${y.toFixed(1)}" stroke="${p.accent}" stroke-width="2" opacity=".6"/>`);
  }
  const sunY = 250 + Math.round(next() * 30);
  const stripes = Array.from({ length: 5 }, (_, i) => `<rect x="${W / 2 - 160}" y="${sunY + 20 + i * 22}" width="320" height="${6 + i * 2}" fill="${p.sky[1]}"/>`).join('');
  return `${sky(p)}<circle cx="${W / 2}" cy="${sunY}" r="150" fill="${p.mid[0]}"/>${stripes}<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${p.ink}"/>${lines.join('')}`;
}

/** Floating circles, triangles and squares. */
function shapes(p, next) {
  const items = Array.from({ length: 16 }, () => {
    const x = Math.round(next() * W);
    const y = Math.round(next() * H);
    const size = Math.round(30 + next() * 110);
    const color = [p.accent, ...p.mid][Math.floor(next() * (p.mid.length + 1))];
    const opacity = (0.55 + next() * 0.4).toFixed(2);
    const kind = Math.floor(next() * 3);
    if (kind === 0) return `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${color}" opacity="${opacity}"/>`;
    if (kind === 1) return `<path d="M${x} ${y - size / 2} L${x + size / 2} ${y + size / 2} L${x - size / 2} ${y + size / 2} Z" fill="${color}" opacity="${opacity}"/>`;
    return `<rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size}" rx="${Math.round(size / 8)}" fill="${color}" opacity="${opacity}" transform="rotate(${Math.round(next() * 90)} ${x} ${y})"/>`;
  }).join('');
  return `${sky(p)}${items}`;
}

/** Frames inside frames, like crops of one picture at several sizes. */
function frames(p, next) {
  const items = Array.from({ length: 5 }, (_, i) => {
    const w = 900 - i * 160;
    const h = Math.round(w * (0.45 + next() * 0.3));
    return `<rect x="${(W - w) / 2}" y="${(H - h) / 2}" width="${w}" height="${h}" rx="14" fill="none" stroke="${i % 2 ? p.accent : p.ink}" stroke-width="${8 - i}" opacity=".85"/>`;
  }).join('');
  return `${sky(p)}<circle cx="${W / 2}" cy="${H / 2}" r="70" fill="${p.accent}"/>${items}`;
}

/** Swatches of colour fanned out like a printer's guide. */
function swatches(p, next) {
  const colors = [...p.mid, p.accent, p.sky[0], p.sky[1], p.ink];
  const items = colors
    .map((color, i) => {
      const angle = -40 + i * 12 + Math.round(next() * 4);
      return `<rect x="${W / 2 - 40}" y="120" width="80" height="420" rx="12" fill="${color}" stroke="#ffffff" stroke-width="4" transform="rotate(${angle} ${W / 2} 560)"/>`;
    })
    .join('');
  return `${sky(p)}${items}<circle cx="${W / 2}" cy="560" r="22" fill="${p.ink}"/>`;
}

const scenes = { mountains, waves, grid, shapes, frames, swatches };

// One cover per seeded article: file name (the slug), scene, palette, seed.
const covers = [
  ['jak-pisac-prompty-do-generatorow-obrazow', 'shapes', 'zmierzch', 1],
  ['midjourney-parametr-chaos', 'shapes', 'neon', 2],
  ['midjourney-parametr-stylize', 'waves', 'noc', 3],
  ['midjourney-proporcje-obrazu-ar', 'frames', 'zmierzch', 4],
  ['dall-e-3-i-gpt-image-w-chatgpt', 'grid', 'neon', 5],
  ['adobe-firefly-licencje-i-uzycie-komercyjne', 'swatches', 'papier', 6],
  ['flux-black-forest-labs-przewodnik', 'mountains', 'noc', 7],
  ['ideogram-tekst-na-obrazach', 'frames', 'papier', 8],
  ['negatywne-prompty-i-parametr-no', 'shapes', 'noc', 9],
  ['stable-diffusion-na-wlasnym-komputerze', 'grid', 'zmierzch', 10],
  ['skalowanie-obrazow-ai-do-druku', 'frames', 'morze', 11],
  ['prawo-autorskie-do-obrazow-ai-polska-i-ai-act', 'swatches', 'noc', 12],
  ['midjourney-referencje-stylu-sref', 'mountains', 'zmierzch', 13],
  ['ai-w-projektowaniu-identyfikacji-marki', 'swatches', 'neon', 14],
  ['midjourney-nowa-wersja-notatki-robocze', 'waves', 'morze', 15],
  // The guides and comparisons under /ai and /poradnik (their link previews and the picture under each title).
  ['ai-midjourney-chaos', 'shapes', 'morze', 16],
  ['ai-midjourney-stylize', 'waves', 'zmierzch', 17],
  ['ai-midjourney-proporcje', 'frames', 'neon', 18],
  ['ai-porownanie-dalle-midjourney-firefly-freepik', 'swatches', 'morze', 19],
  ['ai-porownanie-gpt-midjourney-ideogram-flux-freepik', 'grid', 'noc', 20],
  ['ai-znajdz-swoj-generator-ai', 'mountains', 'morze', 21],
  ['poradnik-konsultacje-ai', 'mountains', 'papier', 22],
  ['poradnik-midjourney-ai', 'shapes', 'papier', 23],
  ['poradnik-midjourney-video', 'grid', 'morze', 24],
];

fs.mkdirSync(out, { recursive: true });
for (const [slug, scene, palette, seed] of covers) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${scenes[scene](palettes[palette], random(seed * 7919))}</svg>`;
  await sharp(Buffer.from(svg)).webp({ quality: 78, effort: 6, smartSubsample: true }).toFile(path.join(out, `${slug}.webp`));
}
process.stdout.write(`${covers.length} covers written to ${out}\n`);
