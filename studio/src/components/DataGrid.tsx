import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { useMemo } from 'react';

export type Row = Record<string, unknown>;

export function cellText(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A result grid: rows as Postgres returned them; sorting (when given) is done by the caller's query. */
export function DataGrid(props: {
  rows: Row[];
  columns?: string[];
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  onRowClick?: (row: Row) => void;
  label: string;
}) {
  // Column definitions change only when the column names do (a key of the names, not the array's identity).
  const key = (props.columns ?? Object.keys(props.rows[0] ?? {})).join('\u0000');
  const columns = useMemo<ColumnDef<Row>[]>(
    () =>
      (key ? key.split('\u0000') : []).map((name) => ({
        id: name,
        header: name,
        accessorFn: (row: Row) => row[name],
        cell: (info) => cellText(info.getValue()),
      })),
    [key],
  );
  const table = useReactTable({
    data: props.rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    enableSorting: Boolean(props.onSortingChange),
    state: { sorting: props.sorting ?? [] },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(props.sorting ?? []) : updater;
      props.onSortingChange?.(next);
    },
  });
  return (
    <div className="grid-wrap">
      <table className="grid" aria-label={props.label}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    onClick={header.column.getCanSort() ? header.column.getToggleSortingHandler() : undefined}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {flexRender(header.column.columnDef.header, header.getContext())}
                    {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              onClick={props.onRowClick ? () => props.onRowClick!(row.original) : undefined}
              className={props.onRowClick ? 'clickable' : undefined}
            >
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className={cell.getValue() === null ? 'null' : undefined}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {props.rows.length === 0 && <p className="muted">No rows.</p>}
    </div>
  );
}
