// Renders the wallpapers of /gratisy into ./gratisy with sharp (from SVG), so the images in the repo can be rebuilt:
// node supabase/seed-files/make-wallpapers.mjs
import { Buffer } from 'node:buffer';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'gratisy');

// Deterministic pseudo-random stars, so a rebuild gives the same bytes.
function stars(count, width, height, seed) {
  let state = seed;
  const next = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648);
  return Array.from({ length: count }, () => {
    const r = (next() * 1.6 + 0.4).toFixed(2);
    return `<circle cx="${Math.round(next() * width)}" cy="${Math.round(next() * height)}" r="${r}" fill="#fff" opacity="${(next() * 0.7 + 0.3).toFixed(2)}"/>`;
  }).join('');
}

const nebula = `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080" viewBox="0 0 1920 1080">
  <defs>
    <radialGradient id="a" cx="30%" cy="40%" r="60%"><stop offset="0" stop-color="#7c70f0"/><stop offset="1" stop-color="#13121a" stop-opacity="0"/></radialGradient>
    <radialGradient id="b" cx="75%" cy="65%" r="50%"><stop offset="0" stop-color="#ff7ab6"/><stop offset="1" stop-color="#13121a" stop-opacity="0"/></radialGradient>
    <radialGradient id="c" cx="60%" cy="25%" r="35%"><stop offset="0" stop-color="#ffd166" stop-opacity=".7"/><stop offset="1" stop-color="#13121a" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1920" height="1080" fill="#13121a"/>
  <rect width="1920" height="1080" fill="url(#a)"/>
  <rect width="1920" height="1080" fill="url(#b)" opacity=".8"/>
  <rect width="1920" height="1080" fill="url(#c)"/>
  ${stars(420, 1920, 1080, 7)}
</svg>`;

const creatures = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1920" viewBox="0 0 1080 1920">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3b2fb8"/><stop offset="1" stop-color="#ff9f6b"/></linearGradient></defs>
  <rect width="1080" height="1920" fill="url(#sky)"/>
  ${stars(160, 1080, 900, 11)}
  <circle cx="820" cy="360" r="110" fill="#ffd166"/>
  <path d="M0 1500 Q270 1380 540 1480 T1080 1450 V1920 H0Z" fill="#2d2392"/>
  <g transform="translate(540 1320)">
    <path d="M-230 120 C-250 -120 -120 -260 0 -260 C120 -260 250 -120 230 120 Z" fill="#5ad19a"/>
    <ellipse cx="0" cy="40" rx="120" ry="90" fill="#c8f7dc"/>
    <circle cx="-80" cy="-110" r="48" fill="#fff"/><circle cx="80" cy="-110" r="48" fill="#fff"/>
    <circle cx="-70" cy="-100" r="22" fill="#1c1a27"/><circle cx="90" cy="-100" r="22" fill="#1c1a27"/>
    <path d="M-70 -20 Q0 50 70 -20" stroke="#1c1a27" stroke-width="14" fill="none" stroke-linecap="round"/>
    <path d="M-60 -250 L-100 -360 M60 -250 L100 -360" stroke="#5ad19a" stroke-width="16" stroke-linecap="round"/>
    <circle cx="-100" cy="-370" r="24" fill="#ffd166"/><circle cx="100" cy="-370" r="24" fill="#ffd166"/>
  </g>
</svg>`;

await sharp(Buffer.from(nebula)).webp({ quality: 82 }).toFile(path.join(out, 'tapeta-mglawica-1920x1080.webp'));
await sharp(Buffer.from(creatures)).png({ compressionLevel: 9, palette: true }).toFile(path.join(out, 'tapeta-stwor-1080x1920.png'));
process.stdout.write(`wallpapers written to ${out}\n`);
