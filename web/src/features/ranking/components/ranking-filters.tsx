import type { RankingSearch } from '../ranking-search';
import { SelectField } from '../../../components/field';
import { FiltersForm } from '../../../components/filters-form';
import { useId } from 'react';

type RankingFiltersProps = {
  search: RankingSearch;
  onChange: (search: RankingSearch) => void;
};

type SelectKey = 'kategoria' | 'komercyjnie' | 'sortuj';

/** The choice lists: search parameter, id suffix, label, then [value, text] with "" for no filter first. */
const selects: { key: SelectKey; id: string; label: string; options: [string, string][] }[] = [
  {
    key: 'kategoria',
    id: 'category',
    label: 'Rodzaj',
    options: [
      ['', 'Obrazy i wideo'],
      ['obrazy', 'Tylko obrazy'],
      ['wideo', 'Tylko wideo'],
    ],
  },
  {
    key: 'komercyjnie',
    id: 'commercial',
    label: 'Użytek komercyjny',
    options: [
      ['', 'Bez znaczenia'],
      ['dozwolone', 'Dozwolony (także z warunkami)'],
      ['bez-warunkow', 'Dozwolony bez warunków'],
    ],
  },
  {
    key: 'sortuj',
    id: 'sort',
    label: 'Sortuj według',
    options: [
      ['', 'Miejsca w rankingu'],
      ['ocena', 'Oceny (od najwyższej)'],
      ['cena', 'Ceny (od najniższej)'],
      ['nazwa', 'Nazwy (A–Ż)'],
    ],
  },
];

/** The yes-or-nothing filters, as checkboxes. */
const checks: { key: 'darmowy' | 'polski'; label: string }[] = [
  { key: 'darmowy', label: 'Ma darmowy plan' },
  { key: 'polski', label: 'Pełna obsługa języka polskiego' },
];

/** Every control writes straight to the URL, so the filtered view can be bookmarked and shared. */
export function RankingFilters({ search, onChange }: RankingFiltersProps) {
  const id = useId();
  const set = (patch: Partial<RankingSearch>) => onChange({ ...search, ...patch });
  const active = Object.keys(search).length > 0;

  return (
    <FiltersForm
      title="Filtruj i sortuj"
      testId="ranking-filters"
      after={
        active && (
          <button type="button" className="button button--secondary button--small" onClick={() => onChange({})}>
            Wyczyść filtry
          </button>
        )
      }
    >
      {selects.map((select) => (
        <SelectField
          key={select.key}
          id={`${id}-${select.id}`}
          label={select.label}
          value={search[select.key] ?? ''}
          onChange={(event) => set({ [select.key]: event.target.value || undefined })}
        >
          {select.options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </SelectField>
      ))}
      <div className="field field--checkboxes">
        {checks.map((check) => (
          <label key={check.key} className="checkbox">
            <input
              type="checkbox"
              checked={search[check.key] === 'tak'}
              onChange={(event) => set({ [check.key]: event.target.checked ? 'tak' : undefined })}
            />
            {check.label}
          </label>
        ))}
      </div>
    </FiltersForm>
  );
}
