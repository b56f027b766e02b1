import { Tab, TabList } from '@fluentui/react-components';
import type { ListTab } from '../../../shared/spec-model.ts';
import { useT } from '../../lib/i18n.ts';

type Props = { tabs: ListTab[]; selected: string | undefined; onSelect: (key: string) => void };

/** The status tabs of a list; selecting one navigates (the tab is part of the address). */
export function ListTabs({ tabs, selected, onSelect }: Props) {
  const { t, tKey } = useT();
  return (
    <TabList selectedValue={selected} onTabSelect={(_, data) => onSelect(String(data.value))} aria-label={t('common.list.tabs')}>
      {tabs.map((tab) => (
        <Tab key={tab.key} value={tab.key}>
          {tKey(tab.label)}
        </Tab>
      ))}
    </TabList>
  );
}
