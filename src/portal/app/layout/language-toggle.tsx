import { Button } from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { setLanguage, useT } from '../../lib/i18n.ts';

/** Switches between Arabic and English (label shows the other language). */
export function LanguageToggle({ appearance = 'subtle', className, labelClassName }: { appearance?: 'subtle' | 'outline' | 'transparent'; className?: string; labelClassName?: string }) {
  const { t, language } = useT();
  return (
    <Button
      appearance={appearance}
      className={className}
      icon={<LocalLanguageRegular />}
      // The visible language name starts the accessible name (WCAG 2.5.3, label in name).
      aria-label={`${t('common.language.toggle')} – ${t('common.language.toggle_label')}`}
      lang={language === 'ar' ? 'en' : 'ar'}
      onClick={() => void setLanguage(language === 'ar' ? 'en' : 'ar')}
    >
      <span className={labelClassName}>{t('common.language.toggle')}</span>
    </Button>
  );
}
