import { makeStyles, tokens } from '@fluentui/react-components';

/** Styles of the list table; logical properties only, so the same rules serve RTL and LTR. */
export const useListTableStyles = makeStyles({
  scroller: { overflowX: 'auto', maxInlineSize: '100%' },
  // "All" can bring thousands of rows: the scroller gets a height so virtualization has a viewport.
  tall: { maxBlockSize: '70vh', overflowY: 'auto' },
  table: { inlineSize: '100%', borderCollapse: 'collapse', fontSize: tokens.fontSizeBase300 },
  caption: {
    position: 'absolute',
    inlineSize: '1px',
    blockSize: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
  th: {
    textAlign: 'start',
    position: 'sticky',
    insetBlockStart: 0,
    backgroundColor: tokens.colorNeutralBackground3,
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke1,
    paddingBlockStart: tokens.spacingVerticalS,
    paddingBlockEnd: tokens.spacingVerticalS,
    paddingInlineStart: tokens.spacingHorizontalM,
    paddingInlineEnd: tokens.spacingHorizontalM,
  },
  td: {
    textAlign: 'start',
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
    paddingBlockStart: tokens.spacingVerticalS,
    paddingBlockEnd: tokens.spacingVerticalS,
    paddingInlineStart: tokens.spacingHorizontalM,
    paddingInlineEnd: tokens.spacingHorizontalM,
  },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  sortButton: { paddingInlineStart: 0, paddingInlineEnd: 0, minInlineSize: 'auto', fontWeight: tokens.fontWeightSemibold },
  message: { textAlign: 'center', paddingBlockStart: tokens.spacingVerticalXL, paddingBlockEnd: tokens.spacingVerticalXL },
});
