type LoadingStateProps = {
  label: string;
};

/** Announced to screen readers; the visual part is a quiet shimmer. */
export function LoadingState({ label }: LoadingStateProps) {
  return (
    <div className="loading-state" role="status" aria-live="polite">
      <span className="loading-state__spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
