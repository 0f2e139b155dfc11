import { activeFacets, countFacets, type FacetDefinition } from './facet-counts.js';

const SEP = '\u001f';
const key = (name: string, value: string) => `${name}${SEP}${value}`;
const product = (props: Record<string, string>) => ({ propertyKeys: Object.entries(props).map(([n, v]) => key(n, v)) });

const color: FacetDefinition = { code: 'color', name: '색상', property: '색상', values: [] };
const install: FacetDefinition = { code: 'install', name: '설치 방식', property: '설치방식', values: [] };
const rows = [
  product({ 색상: '화이트', 설치방식: '벽걸이' }),
  product({ 색상: '화이트', 설치방식: '탁상형' }),
  product({ 색상: '블랙', 설치방식: '벽걸이' }),
  product({ 색상: '화이트', 설치방식: '벽걸이' }),
  product({ 소재: '황동' }),
];

const facets = (selection: Record<string, string[]>, definitions = [color, install]) =>
  countFacets(definitions, selection, rows, activeFacets(definitions, selection, key), SEP);

describe('facet counts of a product list', () => {
  it('counts each value over the whole list when nothing is picked, the most common first', () => {
    expect(facets({})).toEqual([
      {
        code: 'color',
        name: '색상',
        values: [
          { value: '화이트', count: 3, selected: false },
          { value: '블랙', count: 1, selected: false },
        ],
      },
      {
        code: 'install',
        name: '설치 방식',
        values: [
          { value: '벽걸이', count: 3, selected: false },
          { value: '탁상형', count: 1, selected: false },
        ],
      },
    ]);
  });

  it("counts a facet with the other facets' picks applied and not its own", () => {
    const [colors, installs] = facets({ install: ['탁상형'] });
    // Colours among the 탁상형 products only; installs still over every product (picking 벽걸이 too would add 3).
    expect(colors!.values).toEqual([{ value: '화이트', count: 1, selected: false }]);
    expect(installs!.values).toEqual([
      { value: '벽걸이', count: 3, selected: false },
      { value: '탁상형', count: 1, selected: true },
    ]);
  });

  it("follows staff's value list and keeps a picked value that no product has, at count 0", () => {
    const ordered = { ...color, values: ['블랙', '레드', '화이트'] };
    const [colors] = facets({ color: ['레드'], install: ['벽걸이'] }, [ordered, install]);
    expect(colors!.values).toEqual([
      { value: '블랙', count: 1, selected: false },
      { value: '레드', count: 0, selected: true },
      { value: '화이트', count: 2, selected: false },
    ]);
  });

  it('leaves out a facet no product has, and selections of codes that name no filtering', () => {
    const none: FacetDefinition = { code: 'finish', name: '마감', property: '마감', values: [] };
    expect(facets({}, [none])).toEqual([]);
    expect(activeFacets([color], { nosuch: ['x'], color: ['화이트'] }, key)).toEqual([{ code: 'color', keys: [key('색상', '화이트')] }]);
  });
});
