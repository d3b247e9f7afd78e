import { useId } from 'react';
import { countNoun } from '../../../lib/format';
import { polishAlphabet } from '../../../lib/polish-text';
import type { GlossaryTermSummary } from '../api';
import { firstSentence, groupByLetter, letterAnchor, searchGlossary } from '../utils';
import { GlossaryTermLink } from './glossary-term-link';
import '../glossary.css';

const termForms = ['pojęcie', 'pojęcia', 'pojęć'] as const;

type GlossaryBrowserProps = {
  terms: GlossaryTermSummary[];
  query: string;
  onQueryChange: (query: string) => void;
};

/** The A–Ż index with an instant search above it; while searching, a ranked list replaces the index. */
export function GlossaryBrowser({ terms, query, onQueryChange }: GlossaryBrowserProps) {
  const inputId = useId();
  const hintId = useId();
  const searching = query.trim().length > 0;
  const results = searching ? searchGlossary(terms, query) : [];
  const groups = groupByLetter(terms);
  const lettersWithTerms = new Set(groups.map((group) => group.letter));

  return (
    <div className="glossary">
      <div role="search" className="glossary__search">
        <label htmlFor={inputId} className="field-label">
          Szukaj w słowniku
        </label>
        <input
          id={inputId}
          type="search"
          className="text-input"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder="np. źródło światła, LoRA, seed"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={hintId}
          data-testid="glossary-search"
        />
        <p id={hintId} className="field-hint">
          Wielkość liter i polskie znaki nie mają znaczenia: „zrodlo” znajdzie „źródło”.
        </p>
      </div>

      <p className="glossary__status" role="status" aria-live="polite" data-testid="glossary-status">
        {searching
          ? results.length > 0
            ? `Znaleziono ${countNoun(results.length, termForms)} dla zapytania „${query.trim()}”.`
            : `Brak pojęć pasujących do zapytania „${query.trim()}”.`
          : `W słowniku jest ${countNoun(terms.length, termForms)}.`}
      </p>

      {searching ? (
        results.length > 0 ? (
          <ul className="glossary-list" data-testid="glossary-results">
            {results.map((term) => (
              <GlossaryListItem key={term.slug} term={term} />
            ))}
          </ul>
        ) : (
          <div className="empty-state">
            <p>Nie mamy jeszcze takiego hasła. Spróbuj innego słowa albo angielskiej nazwy, np. „latent space”.</p>
            <button type="button" className="button button--secondary" onClick={() => onQueryChange('')}>
              Wyczyść wyszukiwanie
            </button>
          </div>
        )
      ) : (
        <>
          <nav className="alphabet" aria-label="Alfabet od A do Ż">
            <ul className="alphabet__list" data-testid="glossary-alphabet">
              {polishAlphabet.map((letter) =>
                lettersWithTerms.has(letter) ? (
                  <li key={letter}>
                    <a className="alphabet__letter" href={`#${letterAnchor(letter)}`}>
                      {letter}
                    </a>
                  </li>
                ) : (
                  <li key={letter}>
                    <span className="alphabet__letter alphabet__letter--empty" title={`Brak pojęć na literę ${letter}`}>
                      {letter}
                    </span>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <div data-testid="glossary-index">
            {groups.map((group) => (
              <section key={group.letter} className="glossary-group" aria-labelledby={letterAnchor(group.letter)}>
                <h2 id={letterAnchor(group.letter)} className="glossary-group__letter" tabIndex={-1}>
                  {group.letter === '#' ? 'Inne' : group.letter}
                </h2>
                <ul className="glossary-list">
                  {group.terms.map((term) => (
                    <GlossaryListItem key={term.slug} term={term} />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </>
      )}
    </div>
  );
}

function GlossaryListItem({ term }: { term: GlossaryTermSummary }) {
  return (
    <li className="glossary-list__item" data-testid="glossary-term">
      <h3 className="glossary-list__term">
        <GlossaryTermLink slug={term.slug} className="glossary-list__link">
          {term.term}
        </GlossaryTermLink>
      </h3>
      <p className="glossary-list__definition">{firstSentence(term.definition)}</p>
    </li>
  );
}
