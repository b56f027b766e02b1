import { Body1, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import type { SectionOptions } from '../../schema-to-form.ts';

const useStyles = makeStyles({
  fieldset: { border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  legend: { padding: 0, marginBlockEnd: tokens.spacingVerticalM },
  subtitle: { margin: 0, color: tokens.colorNeutralForeground2 },
  sections: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL },
});

/**
 * Objects. The form's root gets `ui:options.sections` from the screen descriptor and renders each
 * section as a fieldset headed by its title (and its subtitle under it); nested objects list their properties. With
 * `ui:options.onlySections` (dynamic forms: one tab, shown fields) properties outside them are not rendered.
 */
export default function ObjectFieldTemplate({ properties, uiSchema, fieldPathId }: ObjectFieldTemplateProps) {
  const styles = useStyles();
  const sections = getUiOptions(uiSchema).sections as SectionOptions[] | undefined;
  const byName = new Map(properties.map((property) => [property.name, property]));
  if (!sections) {
    return <div className={styles.fieldset}>{properties.map((property) => property.content)}</div>;
  }
  const placed = new Set(sections.flatMap((section) => section.fields));
  return (
    <div className={styles.sections}>
      {sections.map((section) => {
        const id = `${fieldPathId.$id}__${section.key}`;
        // A legend holds no paragraph, so the subtitle follows it and describes the fieldset.
        return (
          <fieldset key={section.key} id={id} className={styles.fieldset} aria-describedby={section.subtitle ? `${id}__subtitle` : undefined}>
            <legend className={styles.legend}>
              <Subtitle1 as="h2">{section.title}</Subtitle1>
            </legend>
            {section.subtitle && <Body1 as="p" id={`${id}__subtitle`} className={styles.subtitle}>{section.subtitle}</Body1>}
            {section.fields.map((field) => byName.get(field)?.content)}
          </fieldset>
        );
      })}
      {!getUiOptions(uiSchema).onlySections && properties.filter((property) => !placed.has(property.name)).map((property) => property.content)}
    </div>
  );
}
