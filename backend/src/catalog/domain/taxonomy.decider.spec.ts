import type { BrandCreated, CategoryCreated, DisplayCreated, FilteringCreated } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { brandDecider, categoryDecider, displayDecider, filteringDecider } from './taxonomy.decider.js';

const now = '2026-11-27T00:00:00.000Z';
const metadata = { userId: 'staff-1', now };
const created: CategoryCreated = {
  type: 'CategoryCreated',
  data: { categoryId: 'c2', code: 'basin', name: '세면대', parentCode: 'bath', depth: 2, index: 0, visual: null, createdAt: now },
};
const categories = deciderSpec(categoryDecider);

describe('the category tree', () => {
  it('moves a category under another parent with its new depth, naming who moved it', () => {
    categories
      .given([created])
      .when({ type: 'MoveCategory', data: { code: 'basin', parentId: 'c9', parentPath: ['c1', 'c9'], index: 3 }, metadata })
      .then([{ type: 'CategoryMoved', data: { categoryId: 'c2', code: 'basin', parentId: 'c9', depth: 3, index: 3, movedAt: now, by: 'staff-1' } }]);
  });

  it('moves a category to the roots at depth 1', () => {
    categories
      .given([created])
      .when({ type: 'MoveCategory', data: { code: 'basin', parentId: null, parentPath: [], index: 0 }, metadata })
      .then([{ type: 'CategoryMoved', data: { categoryId: 'c2', code: 'basin', parentId: null, depth: 1, index: 0, movedAt: now, by: 'staff-1' } }]);
  });

  it('refuses to move a category under one of its own sub-categories, or under itself', () => {
    categories
      .given([created])
      .when({ type: 'MoveCategory', data: { code: 'basin', parentId: 'c5', parentPath: ['c1', 'c2', 'c5'], index: 0 }, metadata })
      .thenThrows('CATEGORY_CYCLE');
    categories
      .given([created])
      .when({ type: 'MoveCategory', data: { code: 'basin', parentId: 'c2', parentPath: ['c1', 'c2'], index: 0 }, metadata })
      .thenThrows('CATEGORY_CYCLE');
  });

  it('refuses to delete a category products use, and one with sub-categories', () => {
    categories
      .given([created])
      .when({ type: 'DeleteCategory', data: { code: 'basin', productCount: 2, childCount: 0 }, metadata })
      .thenThrows('CATEGORY_IN_USE');
    categories
      .given([created])
      .when({ type: 'DeleteCategory', data: { code: 'basin', productCount: 0, childCount: 1 }, metadata })
      .thenThrows('CATEGORY_HAS_CHILDREN');
  });

  it('deletes an unused category, after which its code can be created again', () => {
    categories
      .given([created])
      .when({ type: 'DeleteCategory', data: { code: 'basin', productCount: 0, childCount: 0 }, metadata })
      .then([{ type: 'CategoryDeleted', data: { categoryId: 'c2', code: 'basin', deletedAt: now, by: 'staff-1' } }]);
    const deleted = { type: 'CategoryDeleted' as const, data: { categoryId: 'c2', code: 'basin', deletedAt: now, by: 'staff-1' } };
    const again = { categoryId: 'c3', code: 'basin', name: '세면대', parentCode: null, depth: 1, index: 0, visual: null };
    categories
      .given([created, deleted])
      .when({ type: 'CreateCategory', data: again, metadata })
      .then([{ type: 'CategoryCreated', data: { ...again, createdAt: now, by: 'staff-1' } }]);
  });

  it('renames and hides a category; an unknown one is not found', () => {
    categories
      .given([created])
      .when({ type: 'EditCategory', data: { code: 'basin', changes: { name: '탑볼 세면대', shows: false } }, metadata })
      .then([
        { type: 'CategoryEdited', data: { categoryId: 'c2', code: 'basin', changes: { name: '탑볼 세면대', shows: false }, editedAt: now, by: 'staff-1' } },
      ]);
    categories
      .given([])
      .when({ type: 'EditCategory', data: { code: 'basin', changes: { name: 'x' } }, metadata })
      .thenThrows('CATEGORY_NOT_FOUND');
  });
});

describe('brands', () => {
  const brand: BrandCreated = {
    type: 'BrandCreated',
    data: { code: 'collaro', name: '콜라로', description: '', area: 'bath', image: { url: '/a.webp' }, index: 0, createdAt: now },
  };
  const brands = deciderSpec(brandDecider);

  it('refuses to delete a brand products use, naming how many', () => {
    brands
      .given([brand])
      .when({ type: 'DeleteBrand', data: { code: 'collaro', productCount: 3 }, metadata })
      .thenThrows('BRAND_IN_USE');
  });

  it('edits and deletes an unused brand', () => {
    brands
      .given([brand])
      .when({ type: 'EditBrand', data: { code: 'collaro', changes: { name: '콜라로 II' } }, metadata })
      .then([{ type: 'BrandEdited', data: { code: 'collaro', changes: { name: '콜라로 II' }, editedAt: now, by: 'staff-1' } }]);
    brands
      .given([brand])
      .when({ type: 'DeleteBrand', data: { code: 'collaro', productCount: 0 }, metadata })
      .then([{ type: 'BrandDeleted', data: { code: 'collaro', deletedAt: now, by: 'staff-1' } }]);
  });
});

describe('display groups', () => {
  const display: DisplayCreated = {
    type: 'DisplayCreated',
    data: { code: 'new_arrival', name: '신상품', productIds: ['p1'], shows: true, createdAt: now, by: null },
  };
  const displays = deciderSpec(displayDecider);

  it('keeps each product once, in the order given', () => {
    displays
      .given([display])
      .when({ type: 'EditDisplay', data: { code: 'new_arrival', productIds: ['p2', 'p1', 'p2'] }, metadata })
      .then([{ type: 'DisplayEdited', data: { code: 'new_arrival', productIds: ['p2', 'p1'], editedAt: now, by: 'staff-1' } }]);
  });

  it('refuses a second group with the same code', () => {
    displays
      .given([display])
      .when({ type: 'CreateDisplay', data: { code: 'new_arrival', name: 'x', productIds: [], shows: true }, metadata })
      .thenThrows('DISPLAY_EXISTS');
  });
});

describe('filterings (facets of the shop lists)', () => {
  const fields = { name: '설치 방식', property: '설치방식', values: [], index: 0, enabled: true };
  const filtering: FilteringCreated = { type: 'FilteringCreated', data: { code: 'install', ...fields, createdAt: now, by: null } };
  const filterings = deciderSpec(filteringDecider);

  it('creates a filtering with its values trimmed and each once, naming who created it', () => {
    filterings
      .given([])
      .when({
        type: 'CreateFiltering',
        data: { code: 'color', name: ' 색상 ', property: '색상 ', values: [' 화이트 ', '화이트', '', '블랙'], index: 1, enabled: true },
        metadata,
      })
      .then([
        {
          type: 'FilteringCreated',
          data: { code: 'color', name: '색상', property: '색상', values: ['화이트', '블랙'], index: 1, enabled: true, createdAt: now, by: 'staff-1' },
        },
      ]);
  });

  it('refuses a second filtering with the same code, and changes to one that does not exist', () => {
    filterings
      .given([filtering])
      .when({ type: 'CreateFiltering', data: { code: 'install', ...fields }, metadata })
      .thenThrows('FILTERING_EXISTS');
    filterings
      .given([])
      .when({ type: 'EditFiltering', data: { code: 'install', changes: { enabled: false } }, metadata })
      .thenThrows('FILTERING_NOT_FOUND');
    filterings
      .given([filtering, { type: 'FilteringDeleted', data: { code: 'install', deletedAt: now, by: null } }])
      .when({ type: 'DeleteFiltering', data: { code: 'install' }, metadata })
      .thenThrows('FILTERING_NOT_FOUND');
  });

  it('records only the fields that change', () => {
    filterings
      .given([filtering])
      .when({ type: 'EditFiltering', data: { code: 'install', changes: { name: '설치 방식', enabled: false, index: 0 } }, metadata })
      .then([{ type: 'FilteringEdited', data: { code: 'install', changes: { enabled: false }, editedAt: now, by: 'staff-1' } }]);
    filterings
      .given([filtering])
      .when({ type: 'EditFiltering', data: { code: 'install', changes: { values: [' '] } }, metadata })
      .thenNothingHappened();
  });

  it('deletes a filtering, after which its code can be created again', () => {
    filterings
      .given([filtering])
      .when({ type: 'DeleteFiltering', data: { code: 'install' }, metadata })
      .then([{ type: 'FilteringDeleted', data: { code: 'install', deletedAt: now, by: 'staff-1' } }]);
    filterings
      .given([filtering, { type: 'FilteringDeleted', data: { code: 'install', deletedAt: now, by: null } }])
      .when({ type: 'CreateFiltering', data: { code: 'install', ...fields }, metadata })
      .then([{ type: 'FilteringCreated', data: { code: 'install', ...fields, createdAt: now, by: 'staff-1' } }]);
  });
});
