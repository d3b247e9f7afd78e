// Renders the logos of the seeded tools of the ranking into ./logos/seed (128×128 WebP) with sharp:
// - the vendor's brand mark from the Simple Icons set (@iconify-json/simple-icons) where the set has it, white on a
//   dark tile, to identify the tool (as any comparison does);
// - otherwise a generated mark: a symmetric 5×5 pattern in a colour, both derived from the tool's slug (no text, so
//   no font can change the bytes from one machine to another).
// Deterministic, so a rebuild gives the same bytes:   node supabase/seed-files/make-logos.mjs
// Admin uploads (the logos bucket, /admin/ranking) replace these per tool.
import { Buffer } from 'node:buffer';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const simpleIcons = require('@iconify-json/simple-icons/icons.json');
const out = process.env.LOGOS_OUT ?? path.join(path.dirname(fileURLToPath(import.meta.url)), 'logos', 'seed');
const SIZE = 128;

// Tool slug → Simple Icons name of its maker's mark; tools left out get a generated mark.
const brands = {
  'gpt-image': 'openai',
  sora: 'openai',
  'gemini-nano-banana': 'googlegemini',
  'google-veo': 'google',
  'adobe-firefly': 'adobe',
  'freepik-ai': 'freepik',
  'canva-magic-media': 'canva',
  'qwen-image': 'qwen',
  'bing-image-creator': 'microsoftbing',
  kling: 'kuaishou',
  hailuo: 'minimax',
};

const tools = [
  'midjourney', 'gpt-image', 'gemini-nano-banana', 'flux', 'adobe-firefly', 'ideogram', 'freepik-ai', 'leonardo-ai',
  'stable-diffusion', 'recraft', 'qwen-image', 'krea', 'canva-magic-media', 'bing-image-creator', 'google-veo', 'kling',
  'sora', 'runway', 'hailuo', 'luma-dream-machine', 'pika',
];

function brandTile(name) {
  const icon = simpleIcons.icons[name];
  if (!icon) throw new Error(`Simple Icons has no "${name}"`);
  const body = icon.body.replaceAll('currentColor', '#ffffff');
  const inner = SIZE * 0.6;
  const offset = (SIZE - inner) / 2;
  return `<rect width="${SIZE}" height="${SIZE}" rx="24" fill="#1c1a27"/>
  <svg x="${offset}" y="${offset}" width="${inner}" height="${inner}" viewBox="0 0 ${icon.width ?? 24} ${icon.height ?? 24}">${body}</svg>`;
}

function generatedTile(slug) {
  const bytes = crypto.createHash('sha256').update(slug).digest();
  const hue = Math.round((bytes[0] / 255) * 360);
  const cell = 16;
  const origin = (SIZE - cell * 5) / 2;
  const cells = [];
  for (let row = 0; row < 5; row++) {
    for (let column = 0; column < 3; column++) {
      if ((bytes[1 + row * 3 + column] & 1) === 0) continue;
      for (const x of new Set([column, 4 - column])) {
        cells.push(`<rect x="${origin + x * cell}" y="${origin + row * cell}" width="${cell}" height="${cell}" rx="3" fill="#ffffff"/>`);
      }
    }
  }
  return `<rect width="${SIZE}" height="${SIZE}" rx="24" fill="hsl(${hue} 55% 38%)"/>${cells.join('')}`;
}

fs.mkdirSync(out, { recursive: true });
for (const slug of tools) {
  const tile = brands[slug] ? brandTile(brands[slug]) : generatedTile(slug);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">${tile}</svg>`;
  await sharp(Buffer.from(svg)).webp({ lossless: true, effort: 6 }).toFile(path.join(out, `${slug}.webp`));
}
process.stdout.write(`${tools.length} logos written to ${out}\n`);
