import { makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import type { SectionOptions } from '../../schema-to-form.ts';

const useStyles = makeStyles({
  fieldset: { border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  legend: { padding: 0, marginBlockEnd: tokens.spacingVerticalM },
  sections: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL },
});

/**
 * Objects. The form's root gets `ui:options.sections` from the screen descriptor and renders each
 * section as a fieldset headed by its title; nested objects list their properties. With
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
      {sections.map((section) => (
        <fieldset key={section.key} id={`${fieldPathId.$id}__${section.key}`} className={styles.fieldset}>
          <legend className={styles.legend}>
            <Subtitle1 as="h2">{section.title}</Subtitle1>
          </legend>
          {section.fields.map((field) => byName.get(field)?.content)}
        </fieldset>
      ))}
      {!getUiOptions(uiSchema).onlySections && properties.filter((property) => !placed.has(property.name)).map((property) => property.content)}
    </div>
  );
}
