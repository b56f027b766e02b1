import { Button } from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { setLanguage, useT } from '../../lib/i18n.ts';
import { reloadOnce } from '../../lib/chunk-reload.ts';

/** Switches between Arabic and English (label shows the other language). */
export function LanguageToggle({ appearance = 'subtle', className, labelClassName }: { appearance?: 'subtle' | 'outline' | 'transparent'; className?: string; labelClassName?: string }) {
  const { t, language } = useT();
  // The other language's texts are a chunk of their own; if it is gone, one reload comes back in it.
  const toggle = () => setLanguage(language === 'ar' ? 'en' : 'ar').catch((error: unknown) => reloadOnce(error) || console.error(error));
  return (
    <Button
      appearance={appearance}
      className={className}
      icon={<LocalLanguageRegular />}
      // The visible language name starts the accessible name (WCAG 2.5.3, label in name).
      aria-label={`${t('common.language.toggle')} – ${t('common.language.toggle_label')}`}
      lang={language === 'ar' ? 'en' : 'ar'}
      onClick={() => void toggle()}
    >
      <span className={labelClassName}>{t('common.language.toggle')}</span>
    </Button>
  );
}
