/** What the last change did ('Settings saved.'), announced politely; the line is always there, so nothing moves. */
export function StatusMessage({ text }: { text: string }) {
  return (
    <p role="status" className="min-h-6 text-base font-semibold text-forest-700">
      {text}
    </p>
  );
}
