import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { getTemplate, getUiOptions } from '@rjsf/utils';

const useStyles = makeStyles({
  // On a phone a wide item (a traveller's fields) takes the row and its buttons wrap under it, so nothing overflows the page.
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  // A row of several fields (a traveller) is framed, so where one row ends and the next begins is plain.
  row: {
    alignItems: 'flex-start',
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  content: { flexGrow: 1, flexBasis: '16rem', minWidth: 0 },
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

/** One item of a list: its field, then the move/copy/remove buttons (inline-end side in both directions); an object item framed. */
export default function ArrayFieldItemTemplate({ children, buttonsProps, hasToolbar, registry, uiSchema, schema }: ArrayFieldItemTemplateProps) {
  const styles = useStyles();
  const Buttons = getTemplate('ArrayFieldItemButtonsTemplate', registry, getUiOptions(uiSchema));
  return (
    <div className={mergeClasses(styles.item, schema.type === 'object' && styles.row)}>
      <div className={styles.content}>{children}</div>
      {hasToolbar && (
        <div className={styles.toolbar}>
          <Buttons {...buttonsProps} />
        </div>
      )}
    </div>
  );
}
