import sharp from 'sharp';
import type { Board, BoardComment, BoardCommentListResponse, BoardListResponse, BoardResponse, ConsoleBoardCommentListResponse } from '@shop/contracts';
import { ROOT, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

/**
 * The community boards (spec §2 /community/{category} and its board sub-routes; §7 Public Boards
 * with thumb, comments and files, console boards and comments; §6 boards and comments: admin02 and
 * console): staff write, show, hide and file posts; the shop lists shown ones by category; members
 * comment, write their 시공 후기 and change only their own.
 */
describe('community boards', () => {
  let shop: TestShop;
  let staff: string;
  let admin02: string;
  let admin03: string;
  let alice: { auth: string; name: string };
  let bob: { auth: string; name: string };
  let png: Buffer;

  const as = (who: string, method: 'get' | 'post' | 'put' | 'delete', path: string) => shop.http[method](path).set('Authorization', who);
  const write = async (body: object, who = staff) => (await as(who, 'post', '/api/console/boards').send(body).expect(201)).body.board as Board;
  const shopList = async (query: string, limit = 100, skip = 0) =>
    (await shop.http.get(`/api/v1/boards${query}`).set('limit', String(limit)).set('skip', String(skip)).expect(200)).body as BoardListResponse;

  beforeAll(async () => {
    shop = await startShop();
    staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
    admin02 = `Bearer ${(await signIn(shop, 'admin02', 'Ceramaison!2026')).access}`;
    admin03 = `Bearer ${(await signIn(shop, 'admin03', 'Ceramaison!2026')).access}`;
    alice = await newSignedInMember(shop, 'ba');
    bob = await newSignedInMember(shop, 'bb');
    png = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 210, g: 200, b: 185 } } })
      .png()
      .toBuffer();
  }, 60_000);
  afterAll(() => shop.close());

  it('lists shown posts of a category, pinned first then newest, in pages; hidden ones only in the console', async () => {
    const first = await write({ category: 'events', subject: '봄맞이 욕실 이벤트', content: '<p>첫 번째</p>' });
    const second = await write({ category: 'events', subject: '여름 주방 이벤트', content: '<p>두 번째</p>' }, admin02);
    const pinned = await write({ category: 'events', subject: '상단 고정 이벤트', content: '<p>고정</p>', pinned: true });
    const hidden = await write({ category: 'events', subject: '숨긴 이벤트', content: '<p>숨김</p>', shows: false });
    await write({ category: 'cases', subject: '다른 분류의 글', content: '<p>시공 사례</p>' });

    const events = await shopList('?category=events');
    const ids = events.boards.map((b) => b._id);
    expect(ids[0]).toBe(pinned._id);
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id));
    expect(ids).not.toContain(hidden._id);
    expect(events.boards.every((b) => b.category === 'events')).toBe(true);
    expect(events.summary.totalCount).toBe(ids.length);
    const page2 = await shopList('?category=events', 2, 2);
    expect(page2.boards.map((b) => b._id)).toEqual(ids.slice(2, 4));
    expect((await shopList('?category=events&searchValue=여름')).boards.map((b) => b._id)).toEqual([second._id]);

    expect((await shop.http.get(`/api/v1/boards/${hidden._id}`)).status).toBe(404);
    const consoleList = (await as(admin02, 'get', '/api/console/boards?category=events').set('limit', '100').expect(200)).body as BoardListResponse;
    expect(consoleList.boards.map((b) => b._id)).toContain(hidden._id);

    // Bulk show: the hidden one appears in the shop, the others stay as they are.
    await as(admin02, 'put', '/api/console/boards/shows')
      .send({ ids: [hidden._id, first._id], shows: true })
      .expect(200);
    expect((await shopList('?category=events')).boards.map((b) => b._id)).toContain(hidden._id);
    await as(admin02, 'put', '/api/console/boards/shows')
      .send({ ids: [hidden._id], shows: false })
      .expect(200);
    expect((await shopList('?category=events')).boards.map((b) => b._id)).not.toContain(hidden._id);

    const view = (await shop.http.get(`/api/v1/boards/${second._id}`).expect(200)).body as BoardResponse;
    expect(view.prev?._id).toBe(ids[ids.indexOf(second._id) - 1]);
    expect(view.next?._id).toBe(ids[ids.indexOf(second._id) + 1]);
    await shop.http.post(`/api/v1/boards/${second._id}/views`).send({ from: 'list' }).expect(204);
    await shop.http.post(`/api/v1/boards/${second._id}/views`).send({}).expect(204);
    // An unknown source is refused and counts nothing.
    await shop.http.post(`/api/v1/boards/${second._id}/views`).send({ from: 'elsewhere' }).expect(400);
    const counted = async () => ((await shop.http.get(`/api/v1/boards/${second._id}`).expect(200)).body as BoardResponse).board.views;
    for (let i = 0; i < 50 && (await counted()) < 2; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await counted()).toBe(2);
  });

  it('sanitises the content staff write: a script never comes back', async () => {
    const post = await write({
      category: 'news',
      subject: '<b>신제품</b> 안내',
      content: '<p onclick="x()">새 세면대</p><script>alert(1)</script><img src="javascript:alert(1)">',
    });
    const shown = ((await shop.http.get(`/api/v1/boards/${post._id}`).expect(200)).body as BoardResponse).board;
    expect(shown.content).toBe('<p>새 세면대</p>');
    expect(JSON.stringify(shown)).not.toMatch(/script|onclick|javascript/);
    expect(shown.writer).toEqual({ name: '세라메종', staff: true });
  });

  it('lets only staff write in the console (401 visitor, 403 member and admin03) and members only in 시공 후기', async () => {
    const body = { category: 'news', subject: '권한 없는 글', content: '<p>내용입니다</p>' };
    expect((await shop.http.post('/api/console/boards').send(body)).status).toBe(401);
    expect((await as(alice.auth, 'post', '/api/console/boards').send(body)).status).toBe(403);
    expect((await as(admin03, 'post', '/api/console/boards').send(body)).status).toBe(403);
    expect((await shop.http.post('/api/v1/boards').send(body)).status).toBe(401);
    const closed = await as(alice.auth, 'post', '/api/v1/boards').send(body);
    expect([closed.status, closed.body.code]).toEqual([403, 'BOARD_CATEGORY_CLOSED']);
    const bad = await as(staff, 'post', '/api/console/boards').send({ category: 'news', subject: '가', content: '' });
    expect(bad.status).toBe(400);
  });

  it('refuses a bad post or comment from a member or staff with the §5 messages (400) and writes nothing', async () => {
    const messages = (res: { body: { errors?: { message: string }[] } }) => (res.body.errors ?? []).map((e) => e.message);
    const before = (await shopList('?category=reviews')).summary.totalCount;
    for (const [who, url] of [
      [alice.auth, '/api/v1/boards'],
      [staff, '/api/console/boards'],
    ] as const) {
      const short = await as(who, 'post', url).send({ category: 'reviews', subject: '가', content: '<p> 나 </p>' });
      expect(short.status).toBe(400);
      expect(messages(short)).toEqual(['제목을 입력해주세요', '내용을 입력해주세요']);
      const missing = await as(who, 'post', url).send({ category: 'reviews' });
      expect(missing.status).toBe(400);
      expect(messages(missing)).toEqual(['제목을 입력해주세요', '내용을 입력해주세요']);
      const long = await as(who, 'post', url).send({ category: 'reviews', subject: '가'.repeat(201), content: '<p>내용입니다</p>' });
      expect(messages(long)).toEqual(['제목은 200자 이하로 입력해주세요']);
    }
    expect((await shopList('?category=reviews')).summary.totalCount).toBe(before);

    const mine = (await as(alice.auth, 'post', '/api/v1/boards').send({ category: 'reviews', subject: '주방 시공 후기', content: '<p>좋아요</p>' }).expect(201))
      .body.board as Board;
    const edit = await as(alice.auth, 'put', `/api/v1/boards/${mine._id}`).send({ category: 'reviews', subject: ' ', content: '' });
    expect([edit.status, ...messages(edit)]).toEqual([400, '제목을 입력해주세요', '내용을 입력해주세요']);
    expect((await shop.http.get(`/api/v1/boards/${mine._id}`).expect(200)).body.board.subject).toBe('주방 시공 후기');
    const comment = await as(alice.auth, 'post', `/api/v1/boards/${mine._id}/comments`).send({ content: ' ' });
    expect([comment.status, ...messages(comment)]).toEqual([400, '댓글을 2자 이상 입력해주세요']);
  });

  it('a member writes and changes their own 시공 후기, never another’s (403)', async () => {
    const mine = (
      await as(alice.auth, 'post', '/api/v1/boards')
        .send({ category: 'reviews', subject: '욕실 시공 후기', content: '<p>만족합니다</p>', pinned: true })
        .expect(201)
    ).body.board as Board;
    expect(mine).toMatchObject({ category: 'reviews', pinned: false, shows: true, mine: true, writer: { staff: false } });
    expect(mine.writer.name).not.toBe(alice.name);

    const edit = { category: 'reviews', subject: '남의 후기 고치기', content: '<p>고쳤어요</p>' };
    const refused = await as(bob.auth, 'put', `/api/v1/boards/${mine._id}`).send(edit);
    expect([refused.status, refused.body.code]).toEqual([403, 'BOARD_NOT_YOURS']);
    expect((await as(bob.auth, 'delete', `/api/v1/boards/${mine._id}`)).status).toBe(403);
    expect((await as(bob.auth, 'post', `/api/v1/boards/${mine._id}/thumb`).attach('image', png, 'x.png')).status).toBe(403);
    const staffPost = await write({ category: 'reviews', subject: '운영자 후기 안내', content: '<p>안내</p>' });
    expect((await as(alice.auth, 'put', `/api/v1/boards/${staffPost._id}`).send(edit)).status).toBe(403);

    const edited = (
      await as(alice.auth, 'put', `/api/v1/boards/${mine._id}`)
        .send({ ...edit, subject: '욕실 시공 후기 (수정)' })
        .expect(200)
    ).body.board as Board;
    expect(edited.subject).toBe('욕실 시공 후기 (수정)');
    const thumbed = (await as(alice.auth, 'post', `/api/v1/boards/${mine._id}/thumb`).attach('image', png, 'bath.png').expect(201)).body.board as Board;
    expect(thumbed.thumb?.url).toMatch(/^\/files\/boards\/[\w-]+\.webp$/);
    expect((await shop.http.get(`/api/v1/boards/${mine._id}`).expect(200)).body.board.mine).toBe(false);
    await as(alice.auth, 'delete', `/api/v1/boards/${mine._id}`).expect(200);
    expect((await shop.http.get(`/api/v1/boards/${mine._id}`)).status).toBe(404);
  });

  it('takes a thumbnail and files from staff, re-encoded as WebP, and removes a file', async () => {
    const post = await write({ category: 'news', subject: '카탈로그 배포 안내', content: '<p>첨부 파일을 받아 보세요</p>' });
    const thumbed = (await as(admin02, 'post', `/api/console/boards/${post._id}/thumb`).attach('image', png, 'thumb.png').expect(201)).body.board as Board;
    expect(thumbed.thumb).toMatchObject({ width: 320, height: 200 });
    const served = await shop.http.get(thumbed.thumb!.url).expect(200);
    expect((await sharp(served.body as Buffer).metadata()).format).toBe('webp');

    const filed = (await as(admin02, 'post', `/api/console/boards/${post._id}/files`).attach('image', png, 'catalog.png').expect(201)).body.board as Board;
    expect(filed.files).toHaveLength(1);
    expect(filed.files[0]).toMatchObject({ url: expect.stringMatching(/\.webp$/), name: '첨부파일-1.webp' });
    expect(filed.files[0]!.size).toBeGreaterThan(0);
    const notPicture = await as(admin02, 'post', `/api/console/boards/${post._id}/files`).attach('image', Buffer.from('%PDF-1.4 not a picture'), 'a.pdf');
    expect([notPicture.status, notPicture.body.code]).toEqual([400, 'IMAGE_UNREADABLE']);
    expect((await as(admin02, 'delete', `/api/console/boards/${post._id}/files/nope`)).status).toBe(404);
    const removed = (await as(admin02, 'delete', `/api/console/boards/${post._id}/files/${filed.files[0]!._id}`).expect(200)).body.board as Board;
    expect(removed.files).toEqual([]);
    expect((await shopList('?category=news')).boards.find((b) => b._id === post._id)).toMatchObject({ fileCount: 0, thumb: { width: 320 } });

    await as(staff, 'delete', `/api/console/boards/${post._id}`).expect(200);
    expect((await as(staff, 'get', `/api/console/boards/${post._id}`)).status).toBe(404);
  });

  it('members comment and change only their own comments (403 on another’s); staff delete any in the console', async () => {
    const post = await write({ category: 'cases', subject: '강남 아파트 욕실 시공', content: '<p>시공 사례</p>' });
    const path = `/api/v1/boards/${post._id}/comments`;
    expect((await shop.http.post(path).send({ content: '방문자 댓글' })).status).toBe(401);
    const added = (await as(alice.auth, 'post', path).send({ content: ' 정말 깔끔하네요 <b>굿</b> ' }).expect(201)).body.comment as BoardComment;
    expect(added).toMatchObject({ content: '정말 깔끔하네요 <b>굿</b>', mine: true, writer: { staff: false } });
    const bobs = (await as(bob.auth, 'post', path).send({ content: '저도 하고 싶어요' }).expect(201)).body.comment as BoardComment;

    const listed = (await as(bob.auth, 'get', path).expect(200)).body as BoardCommentListResponse;
    expect(listed.comments.map((c) => [c._id, c.mine])).toEqual([
      [added._id, false],
      [bobs._id, true],
    ]);
    expect((await shopList('?category=cases')).boards.find((b) => b._id === post._id)?.commentCount).toBe(2);

    const refused = await as(bob.auth, 'put', `${path}/${added._id}`).send({ content: '남의 댓글 수정' });
    expect([refused.status, refused.body.code]).toEqual([403, 'BOARD_COMMENT_NOT_YOURS']);
    expect((await as(bob.auth, 'delete', `${path}/${added._id}`)).status).toBe(403);
    expect((await as(alice.auth, 'put', `${path}/${added._id}`).send({ content: '수정한 댓글입니다' }).expect(200)).body.comment.content).toBe(
      '수정한 댓글입니다',
    );
    expect((await as(alice.auth, 'put', `${path}/${added._id}`).send({ content: '가' })).status).toBe(400);

    const consoleComments = (await as(admin02, 'get', '/api/console/boards/comments?searchValue=저도').expect(200)).body as ConsoleBoardCommentListResponse;
    expect(consoleComments.comments.map((c) => c._id)).toContain(bobs._id);
    expect(consoleComments.comments.find((c) => c._id === bobs._id)?.board).toMatchObject({ _id: post._id, subject: '강남 아파트 욕실 시공' });
    expect((await as(admin03, 'get', '/api/console/boards/comments')).status).toBe(403);
    await as(admin02, 'delete', `/api/console/boards/${post._id}/comments/${bobs._id}`).expect(200);
    await as(alice.auth, 'delete', `${path}/${added._id}`).expect(200);
    expect(((await shop.http.get(path).expect(200)).body as BoardCommentListResponse).comments).toEqual([]);

    await as(staff, 'put', '/api/console/boards/shows')
      .send({ ids: [post._id], shows: false })
      .expect(200);
    expect((await as(alice.auth, 'post', path).send({ content: '숨긴 글에 댓글' })).status).toBe(404);
  });
});
