import type { ReactNode } from 'react';
import './admin-shared.css';

type AdminTableProps = {
  /** Extra class of the <table> (the screen's own column styles). */
  className?: string;
  /** Read by screen readers only: what the table lists and in which order. */
  caption: string;
  /** The column headers (<th scope="col">…). */
  columns: ReactNode;
  /** The hidden name of a last column of row actions, when the rows have one. */
  actionsLabel?: string;
  describedBy?: string;
  testId?: string;
  /** The rows (<tr>…). */
  children: ReactNode;
};

/** The table of an admin list, scrolling sideways on narrow screens, optionally with a last column for each row's actions. */
export function AdminTable({ className, caption, columns, actionsLabel, describedBy, testId, children }: AdminTableProps) {
  return (
    <div className="table-scroll">
      <table className={['admin-table', className].filter(Boolean).join(' ')} aria-describedby={describedBy} data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns}
            {actionsLabel && (
              <th scope="col">
                <span className="visually-hidden">{actionsLabel}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
