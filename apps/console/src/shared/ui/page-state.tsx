import { Button } from './button';

/** A list still loading: a polite status line. */
export function Loading({ text }: { text: string }) {
  return (
    <p className="nc-page-state" role="status">
      {text}
    </p>
  );
}

/** A list that could not load: what went wrong, and a way to try again. */
export function LoadFailed({
  text,
  retryLabel,
  onRetry,
}: {
  text: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div className="nc-page-state nc-page-state-error" role="alert">
      <p>{text}</p>
      <Button onClick={onRetry}>{retryLabel}</Button>
    </div>
  );
}
