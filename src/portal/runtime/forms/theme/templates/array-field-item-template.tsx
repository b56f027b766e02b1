import { makeStyles, tokens } from '@fluentui/react-components';
import type { ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { getTemplate, getUiOptions } from '@rjsf/utils';

const useStyles = makeStyles({
  // On a phone a wide item (a traveller's fields) takes the row and its buttons wrap under it, so nothing overflows the page.
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  content: { flexGrow: 1, flexBasis: '16rem', minWidth: 0 },
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

/** One item of a list: its field, then the move/copy/remove buttons (inline-end side in both directions). */
export default function ArrayFieldItemTemplate({ children, buttonsProps, hasToolbar, registry, uiSchema }: ArrayFieldItemTemplateProps) {
  const styles = useStyles();
  const Buttons = getTemplate('ArrayFieldItemButtonsTemplate', registry, getUiOptions(uiSchema));
  return (
    <div className={styles.item}>
      <div className={styles.content}>{children}</div>
      {hasToolbar && (
        <div className={styles.toolbar}>
          <Buttons {...buttonsProps} />
        </div>
      )}
    </div>
  );
}
