import type { ExhibitionEvent, ExhibitionFields } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { exhibitionDecider } from './exhibition.decider.js';

const now = '2026-11-27T10:00:00.000Z';
const metadata = { userId: 'staff1', now };
const exhibition = deciderSpec(exhibitionDecider);

const fields: ExhibitionFields = {
  title: '겨울 욕실 기획전',
  summary: '따뜻한 욕실을 위한 제안',
  banner: '/files/showcases/b1.webp',
  content: '<p>세면대 특가</p>',
  startsAt: '2026-12-01T00:00:00.000Z',
  endsAt: '2026-12-31T15:00:00.000Z',
  shows: true,
  productIds: ['p1', 'p2'],
};
const created: ExhibitionEvent = { type: 'ExhibitionCreated', data: { exhibitionId: 'e1', ...fields, by: 'staff1', at: now } };

describe('exhibition (spec §2 기획전, §7 Console shop exhibitions)', () => {
  it('staff create an exhibition: the period kept as UTC instants, content sanitised, products without repeats, the author named', () => {
    exhibition
      .given([])
      .when({
        type: 'CreateExhibition',
        data: {
          exhibitionId: 'e1',
          ...fields,
          title: ' 겨울 욕실 기획전 ',
          content: '<p>세면대 특가</p><script>alert(1)</script>',
          startsAt: '2026-12-01T09:00:00+09:00',
          endsAt: '2027-01-01T00:00:00+09:00',
          productIds: ['p1', 'p2', 'p1'],
          by: 'staff1',
        },
        metadata,
      })
      .then([created]);
  });

  it('refuses a period whose end is not after its start', () => {
    exhibition
      .given([])
      .when({ type: 'CreateExhibition', data: { exhibitionId: 'e1', ...fields, endsAt: fields.startsAt, by: 'staff1' }, metadata })
      .thenThrows('EXHIBITION_PERIOD_INVALID');
  });

  it('refuses a banner the shop did not store (an outside address)', () => {
    exhibition
      .given([])
      .when({ type: 'CreateExhibition', data: { exhibitionId: 'e1', ...fields, banner: 'https://evil.example/x.png', by: 'staff1' }, metadata })
      .thenThrows('SHOWCASE_IMAGE_INVALID');
  });

  it('refuses an id already taken', () => {
    exhibition
      .given([created])
      .when({ type: 'CreateExhibition', data: { exhibitionId: 'e1', ...fields, by: 'staff1' }, metadata })
      .thenThrows('EXHIBITION_EXISTS');
  });

  it('an edit records the whole new set of fields and who changed it; the same fields again change nothing', () => {
    exhibition
      .given([created])
      .when({ type: 'EditExhibition', data: { exhibitionId: 'e1', ...fields, shows: false, productIds: ['p2', 'p1'], by: 'staff2' }, metadata })
      .then([{ type: 'ExhibitionEdited', data: { exhibitionId: 'e1', ...fields, shows: false, productIds: ['p2', 'p1'], by: 'staff2', at: now } }]);
    exhibition
      .given([created])
      .when({ type: 'EditExhibition', data: { exhibitionId: 'e1', ...fields, by: 'staff2' }, metadata })
      .thenNothingHappened();
  });

  it('a deleted exhibition can be neither changed nor deleted again', () => {
    const deleted: ExhibitionEvent = { type: 'ExhibitionDeleted', data: { exhibitionId: 'e1', by: 'staff1', at: now } };
    exhibition
      .given([created])
      .when({ type: 'DeleteExhibition', data: { exhibitionId: 'e1', by: 'staff1' }, metadata })
      .then([deleted]);
    exhibition
      .given([created, deleted])
      .when({ type: 'EditExhibition', data: { exhibitionId: 'e1', ...fields, by: 'staff1' }, metadata })
      .thenThrows('EXHIBITION_NOT_FOUND');
    exhibition
      .given([])
      .when({ type: 'DeleteExhibition', data: { exhibitionId: 'e1', by: 'staff1' }, metadata })
      .thenThrows('EXHIBITION_NOT_FOUND');
  });
});
