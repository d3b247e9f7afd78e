import { foldForSearch, sortPolish } from '../../lib/polish-text';
import { slugFromText, slugPattern, slugProblem } from '../../lib/slug';
import type { Database } from '../../lib/database.types';

type TermRow = Database['public']['Tables']['glossary_terms']['Row'];

/** The columns /admin/glossary edits. */
export type TermPayload = Pick<TermRow, 'slug' | 'term' | 'also_known_as' | 'definition' | 'example' | 'related_terms' | 'related_posts'>;

export type TermFormValues = {
  slug: string;
  term: string;
  alsoKnownAs: string;
  definition: string;
  example: string;
  /** Slugs of related terms, in the editor's order. */
  relatedTerms: string[];
  /** Slugs of related articles, one per line. */
  relatedPosts: string;
};

export type TermField = keyof TermFormValues;
export type TermFormErrors = Partial<Record<TermField, string>>;

// Same rules as glossary_terms_slug_format and the not-blank checks.
export const termSlugMaxLength = 120;
const termMax = 150;
const alsoKnownAsMax = 200;
const definitionMax = 4000;
const exampleMax = 2000;
export const relatedTermsMax = 12;

export const emptyTermForm: TermFormValues = {
  slug: '',
  term: '',
  alsoKnownAs: '',
  definition: '',
  example: '',
  relatedTerms: [],
  relatedPosts: '',
};

export function termToForm(term: TermPayload): TermFormValues {
  return {
    slug: term.slug,
    term: term.term,
    alsoKnownAs: term.also_known_as ?? '',
    definition: term.definition,
    example: term.example ?? '',
    relatedTerms: [...term.related_terms],
    relatedPosts: term.related_posts.join('\n'),
  };
}

/** A URL slug from a Polish term: "Głębia ostrości" → "glebia-ostrosci", "IP-Adapter" → "ip-adapter". */
export const slugFromTerm = (term: string) => slugFromText(term, termSlugMaxLength);

export const termSlugProblem = (slug: string) =>
  slugProblem(slug, { maxLength: termSlugMaxLength, missing: 'Podaj adres (slug) pojęcia.', example: 'glebia-ostrosci' });

function lengthProblem(value: string, label: string, max: number, required: boolean): string | undefined {
  const trimmed = value.trim();
  if (required && trimmed.length === 0) return `Uzupełnij pole „${label}”.`;
  if (trimmed.length > max) return `Pole „${label}” może mieć najwyżej ${max} znaków (jest ${trimmed.length}).`;
  return undefined;
}

/** Checks the form like the database will and returns the row to save only when there is nothing to fix. */
export function validateTermForm(values: TermFormValues): { errors: TermFormErrors; payload?: TermPayload } {
  const errors: TermFormErrors = {};
  const slug = values.slug.trim();
  errors.slug = termSlugProblem(slug);
  errors.term = lengthProblem(values.term, 'Pojęcie', termMax, true);
  errors.alsoKnownAs = lengthProblem(values.alsoKnownAs, 'Inne nazwy', alsoKnownAsMax, false);
  errors.definition = lengthProblem(values.definition, 'Definicja', definitionMax, true);
  errors.example = lengthProblem(values.example, 'Przykład', exampleMax, false);

  const relatedTerms = values.relatedTerms;
  if (relatedTerms.includes(slug)) errors.relatedTerms = 'Pojęcie nie może być powiązane samo ze sobą.';
  else if (new Set(relatedTerms).size !== relatedTerms.length) errors.relatedTerms = 'Każde powiązane pojęcie może wystąpić tylko raz.';
  else if (relatedTerms.length > relatedTermsMax) errors.relatedTerms = `Wybierz najwyżej ${relatedTermsMax} powiązanych pojęć.`;

  const relatedPosts = [...new Set(values.relatedPosts.split(/[\s,]+/).filter(Boolean))];
  const badPost = relatedPosts.find((post) => !slugPattern.test(post));
  if (badPost) errors.relatedPosts = `„${badPost}” nie jest adresem artykułu (małe litery, cyfry i myślniki, np. „jak-pisac-prompty”).`;

  const problems = Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as TermFormErrors;
  if (Object.keys(problems).length > 0) return { errors: problems };
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    errors: {},
    payload: {
      slug,
      term: values.term.trim(),
      also_known_as: optional(values.alsoKnownAs),
      definition: values.definition.trim(),
      example: optional(values.example),
      related_terms: relatedTerms,
      related_posts: relatedPosts,
    },
  };
}

export type TermOption = { slug: string; term: string };

/**
 * The terms the related-term picker offers: every other term not yet chosen, matching the filter (case and
 * diacritics ignored), in Polish alphabetical order.
 */
export function relatedTermOptions(all: readonly TermOption[], ownSlug: string, chosen: readonly string[], filter: string): TermOption[] {
  const needle = foldForSearch(filter);
  return sortPolish(
    all.filter(
      (option) =>
        option.slug !== ownSlug &&
        !chosen.includes(option.slug) &&
        (needle === '' || foldForSearch(option.term).includes(needle) || option.slug.includes(needle.replace(/ /g, '-'))),
    ),
    (option) => option.term,
  );
}
