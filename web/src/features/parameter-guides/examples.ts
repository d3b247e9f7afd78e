// The example pictures of the parameter guides: made for the site by supabase/seed-files/make-examples.mjs (in the
// public media bucket), one per value, so the parameter's effect can be seen side by side.

export type GuideExample = { path: string; width: number; height: number; label: string; alt: string };
export type GuideExamples = { title: string; caption: string; items: GuideExample[] };

const chaosAlt: Record<number, string> = {
  0: 'Cztery niemal identyczne plakaty nocnego miasta z księżycem.',
  25: 'Cztery plakaty nocnego miasta, które różnią się nieco kolorem, wysokością budynków i miejscem księżyca.',
  50: 'Cztery plakaty miasta w wyraźnie różnych kolorach, z przesuniętym księżycem i pochylonym kadrem.',
  100: 'Cztery bardzo różne plakaty: inne barwy, mocno pochylone kadry, a zamiast księżyca czasem trójkąt.',
};

const stylizeAlt: Record<number, string> = {
  0: 'Prosty, płaski rysunek domu, drzewa i słońca na zielonym wzgórzu.',
  100: 'Ten sam dom, drzewo i słońce z niebem w gradiencie.',
  250: 'Ten sam widok w ciepłym świetle zachodu, z poświatą słońca i oświetlonymi oknami.',
  750: 'Ten sam widok jako nastrojowa nocna scena z gwiazdami, iskrami światła i przyciemnionymi brzegami.',
};

const ratios: [string, number][] = [
  ['1:1', 300],
  ['4:5', 240],
  ['2:3', 200],
  ['9:16', 169],
  ['3:2', 450],
  ['16:9', 533],
  ['21:9', 700],
];

export const guideExamples: Record<string, GuideExamples> = {
  'midjourney-chaos': {
    title: 'Przykład: jedna siatka przy rosnącym --chaos',
    caption: 'Im wyższy --chaos, tym bardziej cztery obrazy z jednej siatki odchodzą od siebie i od wspólnego pomysłu.',
    items: [0, 25, 50, 100].map((value) => ({
      path: `parametry/chaos-${value}.webp`,
      width: 596,
      height: 596,
      label: `--chaos ${value}`,
      alt: chaosAlt[value]!,
    })),
  },
  'midjourney-stylize': {
    title: 'Przykład: ta sama scena przy rosnącym --stylize',
    caption: 'Przy niskim --stylize obraz trzyma się opisu; im wyżej, tym więcej światła, nastroju i ozdobników od modelu.',
    items: [0, 100, 250, 750].map((value) => ({
      path: `parametry/stylize-${value}.webp`,
      width: 480,
      height: 480,
      label: `--stylize ${value}`,
      alt: stylizeAlt[value]!,
    })),
  },
  'midjourney-proporcje': {
    title: 'Przykład: ten sam kadr w różnych proporcjach',
    caption: 'Ta sama scena w każdym formacie: pion zostawia niebo i pierwszy plan, panorama pokazuje więcej gór po bokach.',
    items: ratios.map(([ratio, width]) => ({
      path: `parametry/proporcje-${ratio.replace(':', 'x')}.webp`,
      width,
      height: 300,
      label: `--ar ${ratio}`,
      alt: `Górski pejzaż ze słońcem i wieżą w kadrze ${ratio}.`,
    })),
  },
};

/** Said under every set of examples: what these pictures are, and what they are not. */
export const examplesDisclaimer = 'Ilustracje poglądowe przygotowane dla serwisu: schematy, a nie obrazy wygenerowane w Midjourney.';
