import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { api, quoteIdent, quoteLiteral, runSql, type MetaColumn, type MetaTable } from '../api';
import { cellText, DataGrid, type Row } from '../components/DataGrid';

export interface TableSearch {
  schema: string;
  table?: string;
  page: number;
  sort?: string;
  desc?: boolean;
  fcol?: string;
  fop?: 'eq' | 'ilike' | 'is_null';
  fval?: string;
}

const PAGE_SIZE = 50;

export function validateTableSearch(search: Record<string, unknown>): TableSearch {
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const fop = text(search.fop);
  return {
    schema: text(search.schema) ?? 'public',
    table: text(search.table),
    page: Math.max(0, Math.floor(Number(search.page) || 0)),
    sort: text(search.sort),
    desc: search.desc === true || search.desc === 'true',
    fcol: text(search.fcol),
    fop: fop === 'eq' || fop === 'ilike' || fop === 'is_null' ? fop : undefined,
    fval: text(search.fval),
  };
}

function whereClause(search: TableSearch): string {
  if (!search.fcol || !search.fop) return '';
  const column = quoteIdent(search.fcol);
  if (search.fop === 'is_null') return ` where ${column} is null`;
  if (search.fop === 'ilike') return ` where ${column}::text ilike ${quoteLiteral(`%${search.fval ?? ''}%`)}`;
  return ` where ${column}::text = ${quoteLiteral(search.fval ?? '')}`;
}

function editable(column: MetaColumn): boolean {
  return column.is_updatable && !column.is_generated;
}

function RowForm(props: { table: MetaTable; row: Row | null; onSaved: () => void; onCancel: () => void }) {
  const columns = (props.table.columns ?? []).filter(editable);
  const initial = Object.fromEntries(
    columns.map((column) => [column.name, props.row ? (props.row[column.name] === null ? '' : cellText(props.row[column.name])) : '']),
  );
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [nulls, setNulls] = useState<Record<string, boolean>>(
    Object.fromEntries(columns.map((column) => [column.name, props.row ? props.row[column.name] === null : false])),
  );
  const [error, setError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const target = `${quoteIdent(props.table.schema)}.${quoteIdent(props.table.name)}`;
  const keys = props.table.primary_keys.map((key) => key.name);
  const keyWhere = () => keys.map((key) => `${quoteIdent(key)} = ${quoteLiteral(props.row![key])}`).join(' and ');

  const run = async (query: string) => {
    setError(null);
    try {
      await runSql(query);
      props.onSaved();
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const save = () => {
    if (props.row) {
      const changed = columns.filter(
        (column) => values[column.name] !== initial[column.name] || nulls[column.name] !== (props.row![column.name] === null),
      );
      if (changed.length === 0) return props.onCancel();
      const sets = changed.map(
        (column) => `${quoteIdent(column.name)} = ${nulls[column.name] ? 'null' : quoteLiteral(values[column.name])}`,
      );
      return void run(`update ${target} set ${sets.join(', ')} where ${keyWhere()}`);
    }
    const given = columns.filter((column) => nulls[column.name] || values[column.name] !== '');
    if (given.length === 0) return void run(`insert into ${target} default values`);
    const list = given.map((column) => quoteIdent(column.name)).join(', ');
    const literals = given.map((column) => (nulls[column.name] ? 'null' : quoteLiteral(values[column.name]))).join(', ');
    void run(`insert into ${target} (${list}) values (${literals})`);
  };

  return (
    <form
      className="panel"
      aria-label={props.row ? 'Edit row' : 'Insert row'}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <h3>{props.row ? 'Edit row' : 'Insert row'}</h3>
      {columns.map((column) => (
        <label key={column.name} className="field">
          <span>
            {column.name} <span className="muted">{column.format}</span>
          </span>
          <textarea
            name={column.name}
            rows={String(values[column.name] ?? '').length > 80 ? 4 : 1}
            value={values[column.name]}
            disabled={nulls[column.name]}
            placeholder={props.row ? '' : column.default_value !== null ? `default: ${String(column.default_value)}` : ''}
            onChange={(event) => setValues({ ...values, [column.name]: event.target.value })}
          />
          {column.is_nullable && (
            <label className="inline">
              <input
                type="checkbox"
                checked={nulls[column.name]}
                onChange={(event) => setNulls({ ...nulls, [column.name]: event.target.checked })}
              />{' '}
              NULL
            </label>
          )}
        </label>
      ))}
      {error && (
        <pre className="error" role="alert">
          {error}
        </pre>
      )}
      <div className="actions">
        <button type="submit">Save</button>
        <button type="button" onClick={props.onCancel}>
          Cancel
        </button>
        {props.row &&
          keys.length > 0 &&
          (confirmDelete ? (
            <span role="alertdialog" aria-label="Confirm delete">
              Delete this row?{' '}
              <button type="button" className="danger" onClick={() => void run(`delete from ${target} where ${keyWhere()}`)}>
                Yes, delete
              </button>{' '}
              <button type="button" onClick={() => setConfirmDelete(false)}>
                No
              </button>
            </span>
          ) : (
            <button type="button" className="danger" onClick={() => setConfirmDelete(true)}>
              Delete row
            </button>
          ))}
      </div>
    </form>
  );
}

export function TableEditor(props: { search: TableSearch }) {
  const { search } = props;
  const navigate = useNavigate();
  const go = (next: Partial<TableSearch>) => void navigate({ to: '/tables', search: { ...search, ...next } });
  const [schemas, setSchemas] = useState<string[]>([]);
  const [tables, setTables] = useState<MetaTable[]>([]);
  const [rows, setRows] = useState<Row[]>([]);
  const [count, setCount] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [filter, setFilter] = useState({ fcol: search.fcol ?? '', fop: search.fop ?? 'ilike', fval: search.fval ?? '' });

  useEffect(() => {
    api<{ name: string }[]>('/pg/schemas').then(
      (list) => setSchemas(list.map((schema) => schema.name).sort()),
      (e: Error) => setError(e.message),
    );
  }, []);
  useEffect(() => {
    api<MetaTable[]>(`/pg/tables?included_schemas=${encodeURIComponent(search.schema)}&include_columns=true`).then(
      (list) => setTables(list.sort((a, b) => a.name.localeCompare(b.name))),
      (e: Error) => setError(e.message),
    );
  }, [search.schema]);
  const table = tables.find((candidate) => candidate.name === search.table);

  const load = useCallback(async () => {
    if (!table) return;
    setError(null);
    const from = `${quoteIdent(table.schema)}.${quoteIdent(table.name)}${whereClause(search)}`;
    const order = search.sort
      ? ` order by ${quoteIdent(search.sort)} ${search.desc ? 'desc' : 'asc'} nulls last`
      : table.primary_keys.length
        ? ` order by ${table.primary_keys.map((key) => quoteIdent(key.name)).join(', ')}`
        : '';
    try {
      const [page, total] = await Promise.all([
        runSql<Row>(`select * from ${from}${order} limit ${PAGE_SIZE} offset ${search.page * PAGE_SIZE}`),
        runSql<{ count: number }>(`select count(*)::int as count from ${from}`),
      ]);
      setRows(page);
      setCount(total[0]?.count ?? 0);
    } catch (e) {
      setError((e as Error).message);
      setRows([]);
    }
  }, [table, search]);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <section className="split">
      <aside className="sidebar">
        <label className="field">
          <span>Schema</span>
          <select
            aria-label="Schema"
            value={search.schema}
            onChange={(event) => go({ schema: event.target.value, table: undefined, page: 0, sort: undefined, fcol: undefined })}
          >
            {(schemas.length ? schemas : [search.schema]).map((schema) => (
              <option key={schema}>{schema}</option>
            ))}
          </select>
        </label>
        <nav aria-label="Tables">
          <ul className="list">
            {tables.map((candidate) => (
              <li key={candidate.id}>
                <a
                  href="#"
                  aria-current={candidate.name === search.table ? 'page' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    setEditing(null);
                    go({
                      table: candidate.name,
                      page: 0,
                      sort: undefined,
                      desc: undefined,
                      fcol: undefined,
                      fop: undefined,
                      fval: undefined,
                    });
                  }}
                >
                  {candidate.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="main">
        {!table && <p className="muted">Choose a table.</p>}
        {table && (
          <>
            <h1>
              {table.schema}.{table.name}{' '}
              <span className={table.rls_enabled ? 'badge ok' : 'badge error'}>{table.rls_enabled ? 'RLS enabled' : 'RLS disabled'}</span>
            </h1>
            <details>
              <summary>Columns ({table.columns?.length ?? 0})</summary>
              <table className="grid" aria-label="Columns">
                <thead>
                  <tr>
                    <th>Name</th>
                    <th>Type</th>
                    <th>Key</th>
                    <th>Nullable</th>
                    <th>Default</th>
                  </tr>
                </thead>
                <tbody>
                  {(table.columns ?? []).map((column) => {
                    const foreign = table.relationships.find(
                      (relation) => relation.source_table_name === table.name && relation.source_column_name === column.name,
                    );
                    return (
                      <tr key={column.name}>
                        <td>{column.name}</td>
                        <td>{column.format}</td>
                        <td>
                          {table.primary_keys.some((key) => key.name === column.name) ? 'primary key' : ''}
                          {foreign ? ` → ${foreign.target_table_schema}.${foreign.target_table_name}.${foreign.target_column_name}` : ''}
                        </td>
                        <td>{column.is_nullable ? 'yes' : 'no'}</td>
                        <td>{column.default_value === null ? '' : String(column.default_value)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </details>
            <form
              className="toolbar"
              aria-label="Filter"
              onSubmit={(event) => {
                event.preventDefault();
                go({
                  page: 0,
                  fcol: filter.fcol || undefined,
                  fop: filter.fcol ? (filter.fop as TableSearch['fop']) : undefined,
                  fval: filter.fval || undefined,
                });
              }}
            >
              <select
                aria-label="Filter column"
                value={filter.fcol}
                onChange={(event) => setFilter({ ...filter, fcol: event.target.value })}
              >
                <option value="">(no filter)</option>
                {(table.columns ?? []).map((column) => (
                  <option key={column.name}>{column.name}</option>
                ))}
              </select>
              <select
                aria-label="Filter operator"
                value={filter.fop}
                onChange={(event) => setFilter({ ...filter, fop: event.target.value as 'eq' })}
              >
                <option value="ilike">contains</option>
                <option value="eq">equals</option>
                <option value="is_null">is null</option>
              </select>
              <input
                aria-label="Filter value"
                value={filter.fval}
                onChange={(event) => setFilter({ ...filter, fval: event.target.value })}
              />
              <button type="submit">Apply</button>
              <span className="spacer" />
              <button type="button" onClick={() => setEditing('new')}>
                Insert row
              </button>
            </form>
            {error && (
              <pre className="error" role="alert">
                {error}
              </pre>
            )}
            {editing && (
              <RowForm
                key={editing === 'new' ? 'new' : JSON.stringify(editing)}
                table={table}
                row={editing === 'new' ? null : editing}
                onCancel={() => setEditing(null)}
                onSaved={() => {
                  setEditing(null);
                  void load();
                }}
              />
            )}
            <DataGrid
              label="Rows"
              rows={rows}
              columns={(table.columns ?? []).map((column) => column.name)}
              sorting={search.sort ? [{ id: search.sort, desc: Boolean(search.desc) }] : []}
              onSortingChange={(sorting) => go({ sort: sorting[0]?.id, desc: sorting[0]?.desc, page: 0 })}
              onRowClick={table.primary_keys.length ? (row) => setEditing(row) : undefined}
            />
            <div className="toolbar">
              <button type="button" disabled={search.page === 0} onClick={() => go({ page: search.page - 1 })}>
                Previous
              </button>
              <span>
                Rows {count === 0 ? 0 : search.page * PAGE_SIZE + 1}–{Math.min(count, (search.page + 1) * PAGE_SIZE)} of {count}
              </span>
              <button type="button" disabled={(search.page + 1) * PAGE_SIZE >= count} onClick={() => go({ page: search.page + 1 })}>
                Next
              </button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
