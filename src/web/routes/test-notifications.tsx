/** Placeholder: the notifications helper replaces this page (SPEC 2, /test-notifications). */
export default function TestNotificationsPage() {
  return (
    <main className="mx-auto w-full max-w-xl px-5 py-8">
      <h1 className="text-3xl font-bold text-stone-900">Test Notifications</h1>
    </main>
  );
}
