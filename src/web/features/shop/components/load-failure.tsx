import { Button } from '../../../components/button';

/** A page's data could not be loaded: say so at once (role alert), with why when known, and offer to ask again. */
export function LoadFailure({ what, reason, onRetry }: { what: string; reason?: string; onRetry: () => void }) {
  return (
    <div role="alert" className="mt-4 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{`${what} could not be loaded.`}</p>
      {reason ? <p className="mt-1">{reason}</p> : null}
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
