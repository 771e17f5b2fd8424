/** Why the last print was not recorded in the order's history; what was printed stays printed. */
export function RecordFailure({ error }: { error: string | undefined }) {
  return (
    <p role="alert" className="mt-3 text-base font-semibold text-red-800 empty:hidden">
      {error ? `This print was not recorded in the order's history: ${error}` : ''}
    </p>
  );
}
