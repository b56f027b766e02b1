/**
 * The chain of place selects (product spec section 5): continent → country → province → city.
 * Each select is disabled until the field it depends on has a value, unless marked independent;
 * codegen checks that the field a select depends on is on the same form.
 */

/**
 * The theme widgets of the chain and the widget each one follows by default; `countries` and
 * `provinces` choose several (a province list follows one country or a list of them).
 */
export const PLACE_PARENTS: Readonly<Record<string, string | undefined>> = {
  continent: undefined,
  country: 'continent',
  province: 'country',
  city: 'province',
  countries: undefined,
  provinces: 'country',
};

/** Widget options of a place select (`widgets: { city: { widget: city, options: { dependsOn: home_province } } }`). */
export type PlaceSelectOptions = { dependsOn?: string; independent?: boolean };

/** The field a place select follows: `dependsOn`, else the field named like its default parent; none when independent. */
export function parentFieldOf(widget: string, options: PlaceSelectOptions = {}): string | undefined {
  if (options.independent) return undefined;
  return options.dependsOn ?? PLACE_PARENTS[widget];
}
