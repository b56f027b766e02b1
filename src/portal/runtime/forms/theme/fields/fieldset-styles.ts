import { makeStyles, tokens } from '@fluentui/react-components';

/** The look of a field drawn as a fieldset with its own legend (social, yes/no, date range). */
export const useFieldsetStyles = makeStyles({
  fieldset: { border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  legend: { padding: 0, marginBlockEnd: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightSemibold },
  required: { color: tokens.colorPaletteRedForeground3, paddingInlineStart: tokens.spacingHorizontalXS },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  cell: { flex: '1 1 11rem', minWidth: 0 },
});

/** Calls `leave` only when the focus moves out of the fieldset, not between its own controls. */
export const onLeave = (leave: () => void) => (event: React.FocusEvent<HTMLFieldSetElement>) => {
  if (!event.currentTarget.contains(event.relatedTarget as Node | null)) leave();
};
