import { makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import type { ArrayFieldTemplateProps } from '@rjsf/utils';
import { buttonId, getUiOptions } from '@rjsf/utils';

const useStyles = makeStyles({
  fieldset: { border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  add: { alignSelf: 'flex-start' },
});

/** Lists of objects or free values: a fieldset headed by the field title, its items, and an Add button. */
export default function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, disabled, readonly, fieldPathId, items, onAddClick, registry, required, title, uiSchema } = props;
  const styles = useStyles();
  const { AddButton } = registry.templates.ButtonTemplates;
  const heading = getUiOptions(uiSchema).title ?? title;
  return (
    <fieldset id={fieldPathId.$id} className={styles.fieldset}>
      {heading && (
        <legend>
          <Subtitle2>{heading}</Subtitle2>
          {required && <span aria-hidden="true"> *</span>}
        </legend>
      )}
      {items}
      {canAdd && (
        <div className={styles.add}>
          <AddButton id={buttonId(fieldPathId, 'add')} onClick={onAddClick} disabled={disabled || readonly} uiSchema={uiSchema} registry={registry} />
        </div>
      )}
    </fieldset>
  );
}
