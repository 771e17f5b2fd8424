/** A spinner and what is loading, announced politely (role status). */
export function LoadingNotice({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-3 py-10 text-base text-stone-700">
      <span
        className="size-5 animate-spin rounded-full border-2 border-stone-300 border-t-brand-700"
        aria-hidden="true"
      />
      {text}
    </p>
  );
}
