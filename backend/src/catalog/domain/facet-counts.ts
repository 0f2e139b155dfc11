import type { FacetSelection, FilteringFields, ProductFacet } from '@shop/contracts';

/** A filtering as the facets read it: its code and fields. */
export type FacetDefinition = Pick<FilteringFields, 'name' | 'property' | 'values'> & { code: string };

/** One facet's selection as a product filter: a product matches when its `propertyKeys` hold one of `keys`. */
export interface ActiveFacet {
  code: string;
  keys: string[];
}

/** What a product must show for its facets to be counted: its property keys (catalog.projection propertyKeyOf). */
export interface FacetRow {
  propertyKeys?: string[];
}

/**
 * The selections that narrow the list: those of `definitions` (the enabled filterings) with at
 * least one picked value, each value as the property key `keyOf(property, value)`. Codes that name
 * no enabled filtering are left out (a stale or hand-typed URL narrows by what it validly names).
 */
export function activeFacets(definitions: FacetDefinition[], selection: FacetSelection, keyOf: (name: string, value: string) => string): ActiveFacet[] {
  return definitions.flatMap((d) => {
    const values = selection[d.code] ?? [];
    return values.length ? [{ code: d.code, keys: values.map((v) => keyOf(d.property, v)) }] : [];
  });
}

const matchesAll = (row: FacetRow, facets: ActiveFacet[]) => facets.every((f) => f.keys.some((k) => row.propertyKeys?.includes(k)));

/**
 * The facets of a product list (issue 13 "filters from the console's filterings: faceted counts").
 * `rows` are the list's products before any facet narrows them; a value's count is how many of
 * them have it among those matching every *other* facet's selection (the usual faceted-search
 * rule: picking more values of one facet widens the list, picking in another narrows it), so the
 * counts of the values a shopper may add are what the list would then show.
 * Values follow the filtering's own list when staff set one, else the most common first (then by
 * name); a value no product has is left out unless it is picked (so it can be taken back); a
 * facet with no value is left out. `separator` splits a property key into name and value.
 */
export function countFacets(
  definitions: FacetDefinition[],
  selection: FacetSelection,
  rows: FacetRow[],
  active: ActiveFacet[],
  separator: string,
): ProductFacet[] {
  return definitions.flatMap((d) => {
    const others = active.filter((a) => a.code !== d.code);
    const prefix = `${d.property}${separator}`;
    const counts = new Map<string, number>();
    for (const row of rows) {
      if (!matchesAll(row, others)) continue;
      for (const key of row.propertyKeys ?? [])
        if (key.startsWith(prefix)) counts.set(key.slice(prefix.length), (counts.get(key.slice(prefix.length)) ?? 0) + 1);
    }
    const picked = selection[d.code] ?? [];
    const found = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'ko')).map(([v]) => v);
    const order = d.values.length ? d.values : found;
    const shown = [...order.filter((v) => (counts.get(v) ?? 0) > 0 || picked.includes(v)), ...picked.filter((v) => !order.includes(v))];
    const values = shown.map((value) => ({ value, count: counts.get(value) ?? 0, selected: picked.includes(value) }));
    return values.length ? [{ code: d.code, name: d.name, values }] : [];
  });
}
