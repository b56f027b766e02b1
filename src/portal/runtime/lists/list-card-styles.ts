import { makeStyles, shorthands, tokens } from '@fluentui/react-components';

/** Styles of the list's card layout (below the layout breakpoint); logical properties, so RTL and LTR share them. */
export const useListCardStyles = makeStyles({
  // The cards list itself: no bullets, a gap the virtualizer knows (CARD_GAP).
  cards: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '8px' },
  card: {
    backgroundColor: tokens.colorNeutralBackground1,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
    borderRadius: tokens.borderRadiusMedium,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
  },
  fields: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  // Label and value side by side; a long value wraps inside its column instead of widening the page.
  field: { display: 'grid', gridTemplateColumns: 'minmax(6rem, 38%) minmax(0, 1fr)', columnGap: tokens.spacingHorizontalS, alignItems: 'baseline' },
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, minInlineSize: 0, overflowWrap: 'anywhere', fontSize: tokens.fontSizeBase300 },
  number: { fontVariantNumeric: 'tabular-nums' },
  // A record's buttons (bespoke lists, `record-list.tsx`) under its values, wrapping within the card.
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginBlockStart: tokens.spacingVerticalS },
  message: { textAlign: 'center', paddingBlock: tokens.spacingVerticalXL },
});
