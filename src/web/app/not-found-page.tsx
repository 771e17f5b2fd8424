import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { buttonClass } from '../components/button';
import { paths } from './paths';

export default function NotFoundPage() {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-xl flex-col items-center justify-center px-5 text-center">
      <title>{t`Page not found | Game Processing Orders`}</title>
      <p className="font-display text-7xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-stone-900">{t`Oops! Page not found`}</h1>
      <Link to={paths.home.getHref()} className={buttonClass('primary', 'mt-8')}>
        {t`Return to Home`}
      </Link>
    </main>
  );
}
