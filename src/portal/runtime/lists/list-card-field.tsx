import { mergeClasses } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useListCardStyles } from './list-card-styles.ts';

type Props = { label: ReactNode; children: ReactNode; number?: boolean };

/** One value of a card (inside its `<dl>`): the column's label (`<dt>`) beside the value the table would show (`<dd>`). */
export function ListCardField({ label, children, number }: Props) {
  const styles = useListCardStyles();
  return (
    <div className={styles.field}>
      <dt className={styles.label}>{label}</dt>
      <dd className={mergeClasses(styles.value, number && styles.number)}>
        {children}
      </dd>
    </div>
  );
}
