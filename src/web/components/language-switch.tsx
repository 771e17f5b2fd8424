import { t } from '@lingui/core/macro';
import { LANGUAGES, LANGUAGE_NAMES } from '../../domain/language';
import { chooseLanguage, useLanguage } from '../i18n/language';

/** 'English' / 'Español', each name in its own language; the current one is pressed. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const current = useLanguage();
  return (
    <div role="group" aria-label={t`Language`} className={`flex items-center gap-1 ${className}`}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === current}
          onClick={() => void chooseLanguage(language)}
          className="min-h-11 rounded-full px-3 text-sm font-semibold text-stone-700 hover:bg-stone-200 aria-pressed:bg-brand-800 aria-pressed:text-white"
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </div>
  );
}
