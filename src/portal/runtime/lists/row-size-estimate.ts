import { measureElement, type Virtualizer } from '@tanstack/react-virtual';

/**
 * The virtual body's guess for rows it has not measured yet: the mean height of the rows measured
 * so far (`fallback` before the first). A fixed guess is wrong for most lists: one-line rows are
 * about 37 px, but twelve narrow columns wrap to rows of ~217 px (`npm run bench`). Guessing 41 px
 * there mounted 27 rows after each jump of the scroll bar, for 4 in view, and laying out 27 rows of
 * 12 wrapped cells was a task of 30–70 ms CPU; with the mean, a jump mounts the rows in view plus
 * overscan (8). Every measurement counts, re-measures too: for a guess, the mean is close enough.
 */
export class RowSizeEstimate {
  private sum = 0;
  private count = 0;

  constructor(private readonly fallback: number) {}

  /** The estimated height of an unmeasured row, in whole pixels. */
  readonly estimate = (): number => (this.count === 0 ? this.fallback : Math.round(this.sum / this.count));

  /** The virtualizer's own measuring (ResizeObserver box, else offsetHeight), noting each size. */
  readonly measure = <E extends Element>(element: E, entry: ResizeObserverEntry | undefined, instance: Virtualizer<HTMLDivElement, E>): number => {
    const size = measureElement(element, entry, instance);
    if (size > 0) {
      this.sum += size;
      this.count += 1;
    }
    return size;
  };

  /** Rows of overscan covering at least `pixels` beyond each edge of the view (at least one row). */
  overscan(pixels: number): number {
    return Math.max(1, Math.ceil(pixels / this.estimate()));
  }
}
