import { useId } from 'react';
import type { RankingSearch } from '../ranking-search';
import { SelectField } from '../../../components/field';

type RankingFiltersProps = {
  search: RankingSearch;
  onChange: (search: RankingSearch) => void;
};

/** Every control writes straight to the URL, so the filtered view can be bookmarked and shared. */
export function RankingFilters({ search, onChange }: RankingFiltersProps) {
  const id = useId();
  const set = (patch: Partial<RankingSearch>) => onChange({ ...search, ...patch });
  const active = Object.keys(search).length > 0;

  return (
    <form className="filters" aria-labelledby={`${id}-title`} onSubmit={(event) => event.preventDefault()} data-testid="ranking-filters">
      <h2 id={`${id}-title`} className="filters__title">
        Filtruj i sortuj
      </h2>
      <div className="filters__grid">
        <SelectField
          id={`${id}-category`}
          label="Rodzaj"
          value={search.kategoria ?? ''}
          onChange={(event) => set({ kategoria: (event.target.value || undefined) as RankingSearch['kategoria'] })}
        >
          <option value="">Obrazy i wideo</option>
          <option value="obrazy">Tylko obrazy</option>
          <option value="wideo">Tylko wideo</option>
        </SelectField>
        <SelectField
          id={`${id}-commercial`}
          label="Użytek komercyjny"
          value={search.komercyjnie ?? ''}
          onChange={(event) => set({ komercyjnie: (event.target.value || undefined) as RankingSearch['komercyjnie'] })}
        >
          <option value="">Bez znaczenia</option>
          <option value="dozwolone">Dozwolony (także z warunkami)</option>
          <option value="bez-warunkow">Dozwolony bez warunków</option>
        </SelectField>
        <SelectField
          id={`${id}-sort`}
          label="Sortuj według"
          value={search.sortuj ?? ''}
          onChange={(event) => set({ sortuj: (event.target.value || undefined) as RankingSearch['sortuj'] })}
        >
          <option value="">Miejsca w rankingu</option>
          <option value="ocena">Oceny (od najwyższej)</option>
          <option value="cena">Ceny (od najniższej)</option>
          <option value="nazwa">Nazwy (A–Ż)</option>
        </SelectField>
        <div className="field field--checkboxes">
          <label className="checkbox">
            <input
              type="checkbox"
              checked={search.darmowy === 'tak'}
              onChange={(event) => set({ darmowy: event.target.checked ? 'tak' : undefined })}
            />
            Ma darmowy plan
          </label>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={search.polski === 'tak'}
              onChange={(event) => set({ polski: event.target.checked ? 'tak' : undefined })}
            />
            Pełna obsługa języka polskiego
          </label>
        </div>
      </div>
      {active && (
        <button type="button" className="button button--secondary button--small" onClick={() => onChange({})}>
          Wyczyść filtry
        </button>
      )}
    </form>
  );
}
