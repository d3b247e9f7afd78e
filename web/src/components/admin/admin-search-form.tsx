import { useEffect, useId, useState, type FormEvent } from 'react';
import './admin-shared.css';

type AdminSearchFormProps = {
  label: string;
  placeholder: string;
  /** The search in the URL (`?szukaj=`), if any. */
  current: string | undefined;
  /** A new search (undefined: clear it). */
  onSearch: (szukaj: string | undefined) => void;
};

/** The search box of a paged admin list: submits the trimmed text, and clears it when a search is active. */
export function AdminSearchForm({ label, placeholder, current, onSearch }: AdminSearchFormProps) {
  const id = useId();
  const [query, setQuery] = useState(current ?? '');
  // The URL is the truth: clearing, going back or a shared link puts its search into the box.
  useEffect(() => setQuery(current ?? ''), [current]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(query.trim() || undefined);
  };

  return (
    <form role="search" className="admin-search" onSubmit={submit}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="admin-search__row">
        <input
          id={id}
          type="search"
          className="text-input"
          value={query}
          placeholder={placeholder}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        <button type="submit" className="button button--secondary">
          Szukaj
        </button>
        {current && (
          <button type="button" className="button button--secondary" onClick={() => onSearch(undefined)}>
            Wyczyść
          </button>
        )}
      </div>
    </form>
  );
}
