import { Link } from '@tanstack/react-router';
import { countNoun } from '../../../lib/format';
import type { GlossaryTermSummary } from '../api';
import { firstSentence, termOfTheDay } from '../utils';
import { GlossaryTermLink } from './glossary-term-link';

/** "Term of the day" for the home page, with a way into the whole glossary. */
export function GlossaryTeaser({ terms }: { terms: GlossaryTermSummary[] }) {
  const term = termOfTheDay(terms, new Date());
  if (!term) return null;
  return (
    <div className="teaser" data-testid="glossary-teaser" data-changes-with="day">
      <p className="teaser__eyebrow">Pojęcie dnia</p>
      <h3 className="teaser__title">
        <GlossaryTermLink slug={term.slug}>{term.term}</GlossaryTermLink>
      </h3>
      <p>{firstSentence(term.definition)}</p>
      <Link to="/slownik-ai" className="button button--secondary">
        Cały słownik: {countNoun(terms.length, ['pojęcie', 'pojęcia', 'pojęć'])}
      </Link>
    </div>
  );
}
