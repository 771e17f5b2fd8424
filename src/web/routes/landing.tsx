import { useNavigate } from 'react-router';
import { buttonClass } from '../components/button';
import { PATHS } from '../paths';

const STEPS = [
  'Your contact details',
  'Deer or hog, and its options',
  'Cuts and add-ons',
  'Review the price and submit',
];

/** `/`: kept free of dialogs, toasts and the catalogue so it loads fast on a phone in the field. */
export default function LandingPage() {
  const navigate = useNavigate();
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-xl flex-col px-5 py-8">
      <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Game Processing</p>
      <div className="mt-10 rounded-3xl bg-gradient-to-br from-brand-800 to-brand-900 p-6 text-white shadow-lg">
        <h1 className="font-display text-4xl font-bold tracking-tight">Ready to Order?</h1>
        <p className="mt-3 text-lg text-brand-50">
          Tell us about your deer or hog, choose your cuts, and see your price before you submit.
        </p>
        <button
          type="button"
          className={buttonClass('secondary', 'mt-6 w-full border-0 text-lg text-brand-900 hover:bg-brand-50')}
          onClick={() => void navigate(PATHS.orderDetails)}
        >
          Create Order
        </button>
      </div>
      <section aria-labelledby="how-it-works" className="mt-8">
        <h2 id="how-it-works" className="text-lg font-semibold text-stone-900">
          How it works
        </h2>
        <ol className="mt-3 grid gap-2">
          {STEPS.map((step, index) => (
            <li
              key={step}
              className="flex items-center gap-3 rounded-xl bg-white px-4 py-3 text-base text-stone-800 shadow-sm ring-1 ring-stone-200"
            >
              <span
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-900"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              {step}
            </li>
          ))}
        </ol>
      </section>
      <p className="mt-auto pt-10 text-center text-base text-stone-700">Need help? Contact support anytime</p>
    </main>
  );
}
