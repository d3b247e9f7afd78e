import { foldForSearch } from './polish-text';

/** The format every table's slug check shares (…_slug_format): words of a–z and digits joined by single hyphens. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug from a Polish name, cut to `maxLength`: "Głębia ostrości" → "glebia-ostrosci", "DALL·E 3" → "dall-e-3". */
export function slugFromText(text: string, maxLength: number): string {
  return foldForSearch(text)
    .replace(/[^a-z0-9 ]+/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}

type SlugRules = {
  maxLength: number;
  /** What to say when there is no slug, e.g. "Podaj adres (slug) pojęcia." */
  missing: string;
  /** A good slug shown in the format message, e.g. "glebia-ostrosci". */
  example: string;
};

/** Why a slug cannot be saved, in Polish; undefined when its format is fine (availability is checked separately). */
export function slugProblem(slug: string, { maxLength, missing, example }: SlugRules): string | undefined {
  if (slug.length === 0) return missing;
  if (slug.length > maxLength) return `Adres może mieć najwyżej ${maxLength} znaków.`;
  if (!slugPattern.test(slug))
    return `Adres może zawierać tylko małe litery bez polskich znaków, cyfry i pojedyncze myślniki (np. „${example}”).`;
  return undefined;
}
