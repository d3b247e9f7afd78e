import { useId, type ReactNode } from 'react';

type FiltersFormProps = {
  /** The panel's heading (an <h2>). */
  title: ReactNode;
  testId?: string;
  /** The controls, in the panel's grid. */
  children: ReactNode;
  /** What follows the grid (a hint, a fieldset, a reset button). */
  after?: ReactNode;
};

/** A panel of controls that act at once (nothing to submit): the site's .filters form with its heading and grid. */
export function FiltersForm({ title, testId, children, after }: FiltersFormProps) {
  const id = useId();
  return (
    <form className="filters" aria-labelledby={`${id}-title`} onSubmit={(event) => event.preventDefault()} data-testid={testId}>
      <h2 id={`${id}-title`} className="filters__title">
        {title}
      </h2>
      <div className="filters__grid">{children}</div>
      {after}
    </form>
  );
}
