import { useFieldsetStyles } from './fieldset-styles.ts';

/** A fieldset's legend: the field's title and, when required, the asterisk (hidden from screen readers, `required` is on the controls). */
export function FieldLegend({ id, title, required }: { id: string; title: string; required?: boolean }) {
  const styles = useFieldsetStyles();
  return (
    <legend id={id} className={styles.legend}>
      {title}
      {required && <span className={styles.required} aria-hidden="true">*</span>}
    </legend>
  );
}
