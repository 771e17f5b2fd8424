/** The server's refusal of a whole form, announced at once (role alert); nothing when there is none. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-base font-semibold text-red-900"
    >
      {message}
    </p>
  );
}
