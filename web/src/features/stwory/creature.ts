// The creature model of /stworz-stwora: which parts exist, their Polish names, colours, and validation.
// The database checks the same sets (public.creature_parts_are_valid in supabase/migrations/20261123100000_creatures.sql).

export const bodyShapes = ['round', 'blob', 'square', 'ghost', 'pear'] as const;
export const eyeStyles = ['round', 'sleepy', 'cyclops', 'three', 'star'] as const;
export const mouthStyles = ['smile', 'grin', 'fangs', 'surprised', 'tongue'] as const;
export const accessoryKinds = ['hat', 'crown', 'bow', 'glasses', 'horns', 'antennae', 'scarf'] as const;

export type BodyShape = (typeof bodyShapes)[number];
export type EyeStyle = (typeof eyeStyles)[number];
export type MouthStyle = (typeof mouthStyles)[number];
export type Accessory = (typeof accessoryKinds)[number];

export type CreatureParts = {
  body: BodyShape;
  eyes: EyeStyle;
  mouth: MouthStyle;
  accessories: Accessory[];
  bodyColor: string;
  accentColor: string;
};

export const MAX_ACCESSORIES = 3;
export const NAME_MIN = 2;
export const NAME_MAX = 40;

/** Labels for the form (nominative) and fragments for the description of the picture. */
export const bodyLabels: Record<BodyShape, { label: string; describe: string }> = {
  round: { label: 'Okrągły', describe: 'okrągły' },
  blob: { label: 'Kleks', describe: 'kleksowaty' },
  square: { label: 'Kanciasty', describe: 'kanciasty' },
  ghost: { label: 'Duszek', describe: 'duszkowaty' },
  pear: { label: 'Gruszka', describe: 'gruszkowaty' },
};

export const eyeLabels: Record<EyeStyle, { label: string; describe: string }> = {
  round: { label: 'Okrągłe', describe: 'dwoje okrągłych oczu' },
  sleepy: { label: 'Zaspane', describe: 'zaspane, przymknięte oczy' },
  cyclops: { label: 'Jedno oko', describe: 'jedno wielkie oko' },
  three: { label: 'Troje oczu', describe: 'troje oczu' },
  star: { label: 'Gwiazdki', describe: 'oczy w kształcie gwiazdek' },
};

export const mouthLabels: Record<MouthStyle, { label: string; describe: string }> = {
  smile: { label: 'Uśmiech', describe: 'uśmiech' },
  grin: { label: 'Szeroki uśmiech', describe: 'szeroki uśmiech od ucha do ucha' },
  fangs: { label: 'Kły', describe: 'uśmiech z dwoma kłami' },
  surprised: { label: 'Zdziwienie', describe: 'buzię otwartą ze zdziwienia' },
  tongue: { label: 'Język', describe: 'wystawiony język' },
};

export const accessoryLabels: Record<Accessory, { label: string; describe: string }> = {
  hat: { label: 'Cylinder', describe: 'cylinder' },
  crown: { label: 'Korona', describe: 'korona' },
  bow: { label: 'Kokarda', describe: 'kokarda' },
  glasses: { label: 'Okulary', describe: 'okulary' },
  horns: { label: 'Rogi', describe: 'rogi' },
  antennae: { label: 'Czułki', describe: 'czułki' },
  scarf: { label: 'Szalik', describe: 'szalik' },
};

/** Colours offered in the editor; every pair of body and accent is readable against the white card. */
export const creatureColors = [
  { hex: '#5ad19a', name: 'miętowy', instrumental: 'miętowym' },
  { hex: '#c8f7dc', name: 'jasnomiętowy', instrumental: 'jasnomiętowym' },
  { hex: '#7c70f0', name: 'fioletowy', instrumental: 'fioletowym' },
  { hex: '#d9d4ff', name: 'lawendowy', instrumental: 'lawendowym' },
  { hex: '#ff7ab6', name: 'różowy', instrumental: 'różowym' },
  { hex: '#ffe3f0', name: 'bladoróżowy', instrumental: 'bladoróżowym' },
  { hex: '#ff9f43', name: 'pomarańczowy', instrumental: 'pomarańczowym' },
  { hex: '#ffe0b8', name: 'brzoskwiniowy', instrumental: 'brzoskwiniowym' },
  { hex: '#4aa8ff', name: 'niebieski', instrumental: 'niebieskim' },
  { hex: '#d6ecff', name: 'błękitny', instrumental: 'błękitnym' },
  { hex: '#ffd166', name: 'żółty', instrumental: 'żółtym' },
  { hex: '#e5484d', name: 'czerwony', instrumental: 'czerwonym' },
  { hex: '#3b3a4f', name: 'grafitowy', instrumental: 'grafitowym' },
  { hex: '#fdf6e3', name: 'kremowy', instrumental: 'kremowym' },
] as const;

export const defaultParts: CreatureParts = {
  body: 'round',
  eyes: 'round',
  mouth: 'smile',
  accessories: [],
  bodyColor: '#5ad19a',
  accentColor: '#c8f7dc',
};

const HEX = /^#[0-9a-f]{6}$/;

/** The Polish name of an offered colour, or the hex code for any other colour (e.g. from an older palette). */
export function colorName(hex: string): string {
  return creatureColors.find((color) => color.hex === hex)?.name ?? `w kolorze ${hex}`;
}

/** "z miętowym brzuszkiem" / "z brzuszkiem w kolorze #123456". */
function bellyPhrase(hex: string): string {
  const color = creatureColors.find((candidate) => candidate.hex === hex);
  return color ? `z ${color.instrumental} brzuszkiem` : `z brzuszkiem w kolorze ${hex}`;
}

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

/** Reads parts from untrusted JSON (a database row); null when they are not a creature the site can draw. */
export function parseParts(value: unknown): CreatureParts | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const raw = value as Record<string, unknown>;
  const accessories = raw.accessories;
  if (
    !isOneOf(bodyShapes, raw.body) ||
    !isOneOf(eyeStyles, raw.eyes) ||
    !isOneOf(mouthStyles, raw.mouth) ||
    typeof raw.bodyColor !== 'string' ||
    !HEX.test(raw.bodyColor) ||
    typeof raw.accentColor !== 'string' ||
    !HEX.test(raw.accentColor) ||
    !Array.isArray(accessories) ||
    accessories.length > MAX_ACCESSORIES ||
    !accessories.every((accessory) => isOneOf(accessoryKinds, accessory)) ||
    new Set(accessories).size !== accessories.length
  ) {
    return null;
  }
  return {
    body: raw.body,
    eyes: raw.eyes,
    mouth: raw.mouth,
    accessories: accessories as Accessory[],
    bodyColor: raw.bodyColor,
    accentColor: raw.accentColor,
  };
}

/** Adds or removes an accessory, keeping the editor's order and the limit of three. */
export function toggleAccessory(current: Accessory[], accessory: Accessory): Accessory[] {
  if (current.includes(accessory)) return current.filter((item) => item !== accessory);
  if (current.length >= MAX_ACCESSORIES) return current;
  return accessoryKinds.filter((item) => item === accessory || current.includes(item));
}

export type CreatureDraft = { name: string; parts: CreatureParts };
export type CreatureErrors = Partial<Record<'name' | 'parts' | 'bodyColor' | 'accentColor', string>>;

const NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} .,'’!?-]*$/u;

/** Validates what the form would submit; the messages are shown next to the fields. */
export function validateCreature(draft: CreatureDraft): CreatureErrors {
  const errors: CreatureErrors = {};
  const name = draft.name.trim();
  if (name.length === 0) errors.name = 'Nadaj stworowi imię.';
  else if (name.length < NAME_MIN) errors.name = `Imię musi mieć co najmniej ${NAME_MIN} znaki.`;
  else if (name.length > NAME_MAX) errors.name = `Imię może mieć najwyżej ${NAME_MAX} znaków.`;
  else if (!NAME_PATTERN.test(name)) errors.name = "Imię może zawierać litery, cyfry, spacje i znaki . , ' ! ? -";
  if (!parseParts(draft.parts)) errors.parts = 'Ten stwór ma części, których nie umiemy narysować. Wybierz je jeszcze raz.';
  if (!creatureColors.some((color) => color.hex === draft.parts.bodyColor)) errors.bodyColor = 'Wybierz kolor ciała z palety.';
  if (!creatureColors.some((color) => color.hex === draft.parts.accentColor)) errors.accentColor = 'Wybierz kolor brzuszka z palety.';
  if (!errors.bodyColor && !errors.accentColor && draft.parts.bodyColor === draft.parts.accentColor) {
    errors.accentColor = 'Brzuszek w tym samym kolorze co ciało zniknie — wybierz inny kolor.';
  }
  return errors;
}

/** A sentence describing the picture, for screen readers (the SVG's <desc>) and the gallery. */
export function describeCreature(parts: CreatureParts): string {
  const accessories = parts.accessories.map((accessory) => accessoryLabels[accessory].describe);
  const extras =
    accessories.length === 0
      ? ''
      : `; dodatki: ${accessories.length === 1 ? accessories[0] : `${accessories.slice(0, -1).join(', ')} i ${accessories.at(-1)}`}`;
  return (
    `Stwór ${bodyLabels[parts.body].describe}, ${colorName(parts.bodyColor)}, ${bellyPhrase(parts.accentColor)}. ` +
    `Ma ${eyeLabels[parts.eyes].describe} i ${mouthLabels[parts.mouth].describe}${extras}.`
  );
}

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_EXTENSIONS: Record<(typeof IMAGE_TYPES)[number], string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** Checks a picture before upload; returns the problem in Polish, or null when it may be sent. */
export function validateCreatureImage(file: { type: string; size: number }): string | null {
  if (!isOneOf(IMAGE_TYPES, file.type)) return 'Dodaj obrazek PNG, JPG albo WebP.';
  if (file.size === 0) return 'Ten plik jest pusty.';
  if (file.size > IMAGE_MAX_BYTES)
    return `Obrazek może mieć najwyżej 5 MB (ten ma ${(file.size / 1024 / 1024).toFixed(1).replace('.', ',')} MB).`;
  return null;
}

/** The object key of an upload: always inside the author's own folder, as the storage policy requires. */
export function creatureImagePath(authorId: string, type: (typeof IMAGE_TYPES)[number], id: string): string {
  return `${authorId}/${id}.${IMAGE_EXTENSIONS[type]}`;
}

export type CreatureStatus = 'pending' | 'approved' | 'rejected';

export const statusLabels: Record<CreatureStatus, string> = {
  pending: 'Czeka na moderację',
  approved: 'Zatwierdzony',
  rejected: 'Odrzucony',
};

export function toStatus(value: string): CreatureStatus {
  return value === 'approved' || value === 'rejected' ? value : 'pending';
}
