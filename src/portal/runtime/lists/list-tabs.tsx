import { Field, makeStyles, Select, Tab, TabList } from '@fluentui/react-components';
import type { ListTab } from '../../../shared/spec-model.ts';
import { useT } from '../../lib/i18n.ts';
import { useNarrowLayout } from '../../lib/use-narrow-layout.ts';

type Props = { tabs: ListTab[]; selected: string | undefined; onSelect: (key: string) => void };

// Lists with many statuses (foreign entities have 16 tabs) wrap onto more lines instead of
// pushing the page wider than the screen.
const useStyles = makeStyles({ tabs: { flexWrap: 'wrap', maxWidth: '100%' } });

/**
 * The status tabs of a list; selecting one navigates (the tab is part of the address). Below the
 * layout breakpoint, where up to 17 tabs would wrap into half a screen, they are one select.
 */
export function ListTabs({ tabs, selected, onSelect }: Props) {
  const { t, tKey } = useT();
  const styles = useStyles();
  const narrow = useNarrowLayout();
  if (narrow) {
    return (
      <Field label={t('common.list.tabs')}>
        <Select value={selected ?? tabs[0]?.key} onChange={(_, data) => onSelect(data.value)}>
          {tabs.map((tab) => (
            <option key={tab.key} value={tab.key}>{tKey(tab.label)}</option>
          ))}
        </Select>
      </Field>
    );
  }
  return (
    <TabList className={styles.tabs} selectedValue={selected} onTabSelect={(_, data) => onSelect(String(data.value))} aria-label={t('common.list.tabs')}>
      {tabs.map((tab) => (
        <Tab key={tab.key} value={tab.key}>
          {tKey(tab.label)}
        </Tab>
      ))}
    </TabList>
  );
}
