import type { ProductInquiryEvent } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { productInquiryDecider, type ProductInquiryCommand } from './product-inquiry.decider.js';

const now = '2026-11-27T10:00:00.000Z';
const metadata = { userId: 'u1', now };
const inquiry = deciderSpec(productInquiryDecider);

const written: ProductInquiryEvent = {
  type: 'ProductInquiryWritten',
  data: {
    inquiryId: 'q1',
    productId: 'p1',
    productName: '콜라로 세면대',
    userId: 'u1',
    username: 'member1',
    subject: '설치 문의',
    content: '벽걸이로 설치되나요?',
    secret: true,
    writtenAt: '2026-11-27T09:00:00.000Z',
  },
};
const answered: ProductInquiryEvent = {
  type: 'ProductInquiryAnswered',
  data: { inquiryId: 'q1', answer: '네, 가능합니다.', answeredBy: 'staff', answeredAt: now },
};
const edit = (userId: string): ProductInquiryCommand => ({
  type: 'EditProductInquiry',
  data: { inquiryId: 'q1', userId, subject: '설치 문의 (수정)', content: '벽걸이 설치 가능한가요?', secret: false },
  metadata,
});

describe('product inquiry (spec §3 Product inquiry, §4 Inquiry answer)', () => {
  it('a member writes an inquiry, kept as plain text', () => {
    inquiry
      .given([])
      .when({
        type: 'WriteProductInquiry',
        data: { ...written.data, subject: '  설치 문의\u0000 ', content: '벽걸이로\r\n설치되나요?' } as never,
        metadata,
      })
      .then([{ type: 'ProductInquiryWritten', data: { ...written.data, content: '벽걸이로\n설치되나요?', writtenAt: now } }]);
  });

  it('refuses writing the same inquiry twice', () => {
    inquiry
      .given([written])
      .when({ type: 'WriteProductInquiry', data: { ...written.data } as never, metadata })
      .thenThrows('PRODUCT_INQUIRY_EXISTS');
  });

  it('the writer edits the inquiry while it awaits its answer', () => {
    inquiry
      .given([written])
      .when(edit('u1'))
      .then([
        {
          type: 'ProductInquiryEdited',
          data: { inquiryId: 'q1', subject: '설치 문의 (수정)', content: '벽걸이 설치 가능한가요?', secret: false, images: [], editedAt: now },
        },
      ]);
  });

  it('another member cannot edit it: as if it did not exist', () => {
    inquiry.given([written]).when(edit('u2')).thenThrows('PRODUCT_INQUIRY_NOT_FOUND');
  });

  it('refuses an edit once answered (ANSWER_COMPLETE)', () => {
    inquiry.given([written, answered]).when(edit('u1')).thenThrows('PRODUCT_INQUIRY_ANSWERED');
  });

  it('adds pictures one place at a time, up to ten', () => {
    const attach = (index: number): ProductInquiryCommand => ({
      type: 'AttachProductInquiryImage',
      data: { inquiryId: 'q1', userId: 'u1', index, url: `/files/inquiries/q1/${index}.webp` },
      metadata,
    });
    inquiry
      .given([written])
      .when(attach(0))
      .then([{ type: 'ProductInquiryImageAttached', data: { inquiryId: 'q1', index: 0, url: '/files/inquiries/q1/0.webp', attachedAt: now } }]);
    inquiry.given([written]).when(attach(1)).thenThrows('PRODUCT_INQUIRY_IMAGE_INDEX');
    const nine = Array.from({ length: 10 }, (_, index): ProductInquiryEvent => ({
      type: 'ProductInquiryImageAttached',
      data: { inquiryId: 'q1', index, url: `/f/${index}.webp`, attachedAt: now },
    }));
    inquiry
      .given([written, ...nine])
      .when(attach(10))
      .thenThrows('PRODUCT_INQUIRY_IMAGE_INDEX');
    inquiry.given([written, answered]).when(attach(0)).thenThrows('PRODUCT_INQUIRY_ANSWERED');
  });

  it('an edit keeps only the pictures named', () => {
    const pic = (index: number): ProductInquiryEvent => ({
      type: 'ProductInquiryImageAttached',
      data: { inquiryId: 'q1', index, url: `/f/${index}.webp`, attachedAt: now },
    });
    inquiry
      .given([written, pic(0), pic(1)])
      .when({ type: 'EditProductInquiry', data: { ...written.data, inquiryId: 'q1', userId: 'u1', images: ['/f/1.webp'] }, metadata })
      .then([
        {
          type: 'ProductInquiryEdited',
          data: { inquiryId: 'q1', subject: '설치 문의', content: '벽걸이로 설치되나요?', secret: true, images: ['/f/1.webp'], editedAt: now },
        },
      ]);
  });

  it('the writer deletes it, answered or not; another member cannot', () => {
    const del = (userId: string | null): ProductInquiryCommand => ({
      type: 'DeleteProductInquiry',
      data: { inquiryId: 'q1', userId, deletedBy: userId ?? 'staff' },
      metadata,
    });
    inquiry
      .given([written, answered])
      .when(del('u1'))
      .then([{ type: 'ProductInquiryDeleted', data: { inquiryId: 'q1', deletedBy: 'u1', deletedAt: now } }]);
    inquiry.given([written]).when(del('u2')).thenThrows('PRODUCT_INQUIRY_NOT_FOUND');
    inquiry
      .given([written])
      .when(del(null))
      .then([{ type: 'ProductInquiryDeleted', data: { inquiryId: 'q1', deletedBy: 'staff', deletedAt: now } }]);
  });

  it('staff answer it (ANSWER_COMPLETE) and may change the answer; the same answer again changes nothing', () => {
    const answer = (text: string): ProductInquiryCommand => ({
      type: 'AnswerProductInquiry',
      data: { inquiryId: 'q1', staffId: 'staff', answer: text },
      metadata,
    });
    inquiry.given([written]).when(answer('네, 가능합니다.')).then([answered]);
    inquiry
      .given([written, answered])
      .when(answer('전용 브라켓으로 가능합니다.'))
      .then([{ type: 'ProductInquiryAnswered', data: { inquiryId: 'q1', answer: '전용 브라켓으로 가능합니다.', answeredBy: 'staff', answeredAt: now } }]);
    inquiry.given([written, answered]).when(answer('네, 가능합니다.')).thenNothingHappened();
    const state = [written, answered].reduce(productInquiryDecider.evolve, productInquiryDecider.initialState());
    expect(state).toMatchObject({ answerStatus: 'ANSWER_COMPLETE', answer: { content: '네, 가능합니다.' } });
  });

  it('a deleted inquiry can be neither answered nor edited', () => {
    const deleted: ProductInquiryEvent = { type: 'ProductInquiryDeleted', data: { inquiryId: 'q1', deletedBy: 'u1', deletedAt: now } };
    inquiry.given([written, deleted]).when(edit('u1')).thenThrows('PRODUCT_INQUIRY_NOT_FOUND');
    inquiry
      .given([written, deleted])
      .when({ type: 'AnswerProductInquiry', data: { inquiryId: 'q1', staffId: 's', answer: '답변입니다' }, metadata })
      .thenThrows('PRODUCT_INQUIRY_NOT_FOUND');
  });
});
