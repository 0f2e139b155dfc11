import type { BoardCommentEvent, BoardEvent } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { boardCommentDecider, type BoardCommentCommand } from './board-comment.decider.js';
import { boardDecider, type BoardCommand } from './board.decider.js';

const spec = deciderSpec(boardDecider);
const comments = deciderSpec(boardCommentDecider);
const metadata = { userId: 'm1', now: '2026-11-28T01:00:00.000Z' };
const staff = { userId: 'staff-1', username: 'root', name: '운영자', staff: true };
const member = { userId: 'm1', username: 'kimsy', name: '김서연', staff: false };
const input = { category: 'news' as const, subject: '신제품 출시 안내', content: '<p>새 세면대</p>' };

const written: BoardEvent = {
  type: 'BoardWritten',
  data: {
    boardId: 'b1',
    category: 'news',
    subject: '신제품 출시 안내',
    content: '<p>새 세면대</p>',
    pinned: false,
    shows: true,
    writer: staff,
    at: '2026-11-27T01:00:00.000Z',
  },
};
const review: BoardEvent = { type: 'BoardWritten', data: { ...written.data, category: 'reviews', writer: member } };
const cmd = (c: Omit<BoardCommand, 'metadata'>) => ({ ...c, metadata }) as BoardCommand;

describe('a community board post', () => {
  it('staff write in any category, with the content sanitised and the subject as plain text', () =>
    spec
      .given([])
      .when(
        cmd({
          type: 'WriteBoard',
          data: {
            boardId: 'b1',
            input: { ...input, subject: ' 신제품 출시 안내 ', content: '<p>새 세면대</p><script>alert(1)</script>', pinned: true },
            writer: staff,
          },
        }),
      )
      .then([{ type: 'BoardWritten', data: { ...written.data, pinned: true, at: metadata.now } }]));

  it('a member writes only in a member category (시공 후기), never pinned nor hidden', () => {
    spec
      .given([])
      .when(cmd({ type: 'WriteBoard', data: { boardId: 'b1', input, writer: member } }))
      .thenThrows('BOARD_CATEGORY_CLOSED');
    spec
      .given([])
      .when(cmd({ type: 'WriteBoard', data: { boardId: 'b1', input: { ...input, category: 'reviews', pinned: true, shows: false }, writer: member } }))
      .then([{ type: 'BoardWritten', data: { ...review.data, at: metadata.now } }]);
  });

  it('writes an id once (a retried request writes nothing)', () =>
    spec
      .given([written])
      .when(cmd({ type: 'WriteBoard', data: { boardId: 'b1', input, writer: staff } }))
      .thenNothingHappened());

  it('a member never changes another member’s post nor staff’s (403); the writer and staff do', () => {
    const other = { by: 'm2', asStaff: false };
    spec
      .given([review])
      .when(cmd({ type: 'EditBoard', data: { boardId: 'b1', input: { ...input, category: 'reviews' }, ...other } }))
      .thenThrows('BOARD_NOT_YOURS');
    spec
      .given([review])
      .when(cmd({ type: 'DeleteBoard', data: { boardId: 'b1', ...other } }))
      .thenThrows('BOARD_NOT_YOURS');
    spec
      .given([written])
      .when(cmd({ type: 'DeleteBoard', data: { boardId: 'b1', by: 'm1', asStaff: false } }))
      .thenThrows('BOARD_NOT_YOURS');
    spec
      .given([review])
      .when(cmd({ type: 'DeleteBoard', data: { boardId: 'b1', by: 'm1', asStaff: false } }))
      .then([{ type: 'BoardDeleted', data: { boardId: 'b1', by: 'm1', at: metadata.now } }]);
    spec
      .given([review])
      .when(cmd({ type: 'EditBoard', data: { boardId: 'b1', input: { ...input, category: 'news' }, by: 'm1', asStaff: false } }))
      .thenThrows('BOARD_CATEGORY_CLOSED');
  });

  it('refuses changes to a deleted post (404) and counts no view of a hidden one', () => {
    const deleted: BoardEvent = { type: 'BoardDeleted', data: { boardId: 'b1', by: 'staff-1', at: metadata.now } };
    spec
      .given([written, deleted])
      .when(cmd({ type: 'EditBoard', data: { boardId: 'b1', input, by: 'staff-1', asStaff: true } }))
      .thenThrows('BOARD_NOT_FOUND');
    const hidden: BoardEvent = { type: 'BoardShowsSet', data: { boardId: 'b1', shows: false, by: 'staff-1', at: metadata.now } };
    spec
      .given([written, hidden])
      .when(cmd({ type: 'ViewBoard', data: { boardId: 'b1', from: 'list' } }))
      .thenNothingHappened();
    spec
      .given([written])
      .when(cmd({ type: 'ViewBoard', data: { boardId: 'b1', from: 'list' } }))
      .then([{ type: 'BoardViewed', data: { boardId: 'b1', from: 'list', at: metadata.now } }]);
  });

  it('attaches files up to the limit and removes only one it has', () => {
    const file = (i: number) => ({ _id: `f${i}`, url: `/files/boards/${i}.webp`, name: `첨부파일-${i}.webp`, size: 10 });
    const attached = (i: number): BoardEvent => ({ type: 'BoardFileAttached', data: { boardId: 'b1', file: file(i), by: 'staff-1', at: metadata.now } });
    const ten = Array.from({ length: 10 }, (_, i) => attached(i));
    const staffActs = { by: 'staff-1', asStaff: true };
    spec
      .given([written, ...ten])
      .when(cmd({ type: 'AttachBoardFile', data: { boardId: 'b1', file: file(11), ...staffActs } }))
      .thenThrows('BOARD_FILES_LIMIT');
    spec
      .given([written])
      .when(cmd({ type: 'RemoveBoardFile', data: { boardId: 'b1', fileId: 'f1', ...staffActs } }))
      .thenThrows('BOARD_FILE_NOT_FOUND');
    spec
      .given([written, attached(1)])
      .when(cmd({ type: 'RemoveBoardFile', data: { boardId: 'b1', fileId: 'f1', ...staffActs } }))
      .then([{ type: 'BoardFileRemoved', data: { boardId: 'b1', fileId: 'f1', by: 'staff-1', at: metadata.now } }]);
  });
});

describe('a comment under a post', () => {
  const added: BoardCommentEvent = {
    type: 'BoardCommentAdded',
    data: { commentId: 'c1', boardId: 'b1', content: '멋지네요', writer: member, at: metadata.now },
  };
  const c = (x: Omit<BoardCommentCommand, 'metadata'>) => ({ ...x, metadata }) as BoardCommentCommand;

  it('a member comments on an open post, as plain text; never on a missing or hidden one (404)', () => {
    comments
      .given([])
      .when(c({ type: 'AddBoardComment', data: { commentId: 'c1', boardId: 'b1', content: ' 멋지네요 ', writer: member, boardOpen: true } }))
      .then([added]);
    comments
      .given([])
      .when(c({ type: 'AddBoardComment', data: { commentId: 'c1', boardId: 'b1', content: '멋지네요', writer: member, boardOpen: false } }))
      .thenThrows('BOARD_NOT_FOUND');
  });

  it('only the writer edits it; the writer or staff delete it (403 to another member)', () => {
    comments
      .given([added])
      .when(c({ type: 'EditBoardComment', data: { commentId: 'c1', boardId: 'b1', content: '수정', by: 'm2' } }))
      .thenThrows('BOARD_COMMENT_NOT_YOURS');
    comments
      .given([added])
      .when(c({ type: 'EditBoardComment', data: { commentId: 'c1', boardId: 'b1', content: '정말 멋지네요', by: 'm1' } }))
      .then([{ type: 'BoardCommentEdited', data: { commentId: 'c1', boardId: 'b1', content: '정말 멋지네요', at: metadata.now } }]);
    comments
      .given([added])
      .when(c({ type: 'DeleteBoardComment', data: { commentId: 'c1', boardId: 'b1', by: 'm2', asStaff: false } }))
      .thenThrows('BOARD_COMMENT_NOT_YOURS');
    comments
      .given([added])
      .when(c({ type: 'DeleteBoardComment', data: { commentId: 'c1', boardId: 'b1', by: 'staff-1', asStaff: true } }))
      .then([{ type: 'BoardCommentDeleted', data: { commentId: 'c1', boardId: 'b1', by: 'staff-1', byStaff: true, at: metadata.now } }]);
    comments
      .given([added])
      .when(c({ type: 'EditBoardComment', data: { commentId: 'c1', boardId: 'b2', content: '다른 글', by: 'm1' } }))
      .thenThrows('BOARD_COMMENT_NOT_FOUND');
  });
});
