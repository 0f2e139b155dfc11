import { closestTerms, initialsOf, searchQueryOf, searchTextOf } from './product-search.js';

describe('product search (Korean-aware)', () => {
  it('matches without regard to spacing, case and punctuation', () => {
    expect(searchTextOf('오마주 브릿지 주방 수전, 브러시드 골드', 'HM-KF')).toBe('오마주브릿지주방수전브러시드골드hmkf');
    expect(searchQueryOf(' 주방 수전 ')).toEqual({ field: 'searchText', value: '주방수전' });
    expect(searchTextOf('오마주 브릿지 주방 수전').includes(searchQueryOf('주방수전')!.value)).toBe(true);
  });

  it('takes a query of initial consonants to the initials (ㅅㅁㄷ for 세면대)', () => {
    expect(initialsOf('카운터탑 세면대', '욕실')).toBe('ㅋㅇㅌㅌㅅㅁㄷㅇㅅ');
    expect(searchQueryOf('ㅅㅁㄷ')).toEqual({ field: 'searchInitials', value: 'ㅅㅁㄷ' });
    expect(searchQueryOf('ㅅ ㅁ ㄷ')).toEqual({ field: 'searchInitials', value: 'ㅅㅁㄷ' });
    expect(initialsOf('카운터탑 세면대').includes('ㅅㅁㄷ')).toBe(true);
    // A query mixing syllables and consonants is matched as text.
    expect(searchQueryOf('세면ㄷ')).toEqual({ field: 'searchText', value: '세면ㄷ' });
    expect(searchQueryOf('  ')).toBeNull();
  });

  it('offers the closest terms for a typo, closest and most used first', () => {
    const texts = ['카운터탑 세면대, 화이트', '벽걸이 세면대', '주방 수전, 크롬', '욕조', '세면 수전'];
    // 세먼대: one vowel off 세면대, which two names use.
    expect(closestTerms('세먼대', texts)).toEqual(['세면대']);
    expect(closestTerms('주방수잔', texts)).toEqual(['주방 수전']);
    expect(closestTerms('세면대', texts)).toEqual(['세면']);
    expect(closestTerms('냉장고', texts)).toEqual([]);
    expect(closestTerms('ㅅㅁㄷ', texts)).toEqual([]);
  });
});
