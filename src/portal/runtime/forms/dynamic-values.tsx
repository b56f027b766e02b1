import { makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { displayValue, fieldKey, labelOf, orderedFields, visibleKeys, type DynamicField, type FormTab } from '../../../shared/dynamic-forms/index.ts';

const useStyles = makeStyles({
  tab: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  pairs: { display: 'grid', gridTemplateColumns: 'minmax(8rem, max-content) 1fr', columnGap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalS, margin: 0 },
  label: { fontWeight: tokens.fontWeightSemibold },
  value: { marginInlineStart: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

/**
 * A dynamic form's values, read only: one heading per tab, then label/value pairs of the fields
 * that show for these values, in the form's order; an empty field says "Not provided".
 */
export function DynamicValues({ tabs, fields, values }: { tabs: FormTab[]; fields: DynamicField[]; values: Record<string, unknown> }) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const language = i18n.language;
  const shown = visibleKeys(fields, values);
  const ordered = orderedFields(fields, tabs).filter((field) => shown.has(fieldKey(field)));
  const sorted = [...tabs].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  return (
    <>
      {sorted.map((tab) => {
        const own = ordered.filter((field) => field.form_tab === tab.id);
        if (own.length === 0) return null;
        return (
          <section key={tab.id} className={styles.tab}>
            <Subtitle2 as="h3">{(language === 'ar' ? tab.name_ar : tab.name_en) || tab.name_en}</Subtitle2>
            <dl className={styles.pairs}>
              {own.flatMap((field) => {
                const text = displayValue(field, values[fieldKey(field)], language);
                return [
                  <dt key={`${field.id}-label`} className={styles.label}>{labelOf(field, language)}</dt>,
                  // <bdi>: an answer in the other script (Arabic with digits on an English page) keeps its own order.
                  <dd key={`${field.id}-value`} className={styles.value}><bdi>{text || t('common.not_provided')}</bdi></dd>,
                ];
              })}
            </dl>
          </section>
        );
      })}
    </>
  );
}
