/** The colour harmonies of the /kolory palette tool and their Polish names. A leaf module (see hex-color.ts). */

export const harmonies = {
  analogiczna: 'Analogiczna',
  monochromatyczna: 'Monochromatyczna',
  dopelniajaca: 'Dopełniająca',
  'dopelniajaca-rozszczepiona': 'Dopełniająca rozszczepiona',
  triada: 'Triada',
  tetrada: 'Tetrada',
} as const;

export type Harmony = keyof typeof harmonies;
