import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { PanoramaBlock } from '../content-pages.js';
import { ContentPageDto } from '../dto/content-page.dto.js';
import { isPanoramaSize, PAGE_MESSAGES, pageBlockProblem } from './content-pages.js';

const panorama = (over: Partial<PanoramaBlock> = {}): PanoramaBlock => ({
  type: 'panorama',
  caption: '세라메종 성수 쇼룸 VR 투어',
  image: { url: '/files/pages/room.webp', width: 4096, height: 2048, alt: '' },
  hotspots: [{ yaw: -40, pitch: -12, label: '세면대', productId: 'p1' }],
  ...over,
});

/** The Korean messages class-validator gives for a page whose only block is `block`. */
async function messagesFor(block: object): Promise<string[]> {
  const dto = plainToInstance(ContentPageDto, {
    title: '쇼룸 투어',
    description: '쇼룸을 360°로 둘러보는 페이지입니다.',
    hero: { title: '여는 말', image: { url: '/files/pages/hero.webp', width: 1920, height: 800 } },
    blocks: [block],
  });
  const flatten = (errors: Awaited<ReturnType<typeof validate>>): string[] =>
    errors.flatMap((e) => [...Object.values(e.constraints ?? {}), ...flatten(e.children ?? [])]);
  return flatten(await validate(dto));
}

describe('the panorama block (issue 14: /VR-showroom and /3d-interir)', () => {
  it('is whole with a 2:1 picture, a caption and hotspots placed on the sphere', () => {
    expect(pageBlockProblem(panorama())).toBeNull();
    expect(pageBlockProblem(panorama({ hotspots: [] }))).toBeNull();
    expect(pageBlockProblem(panorama({ hotspots: [{ yaw: 180, pitch: -90, label: '바닥' }] }))).toBeNull();
  });

  it('needs an equirectangular (2:1) picture', () => {
    const message = '360° 블록에 가로:세로 2:1 비율의 파노라마 이미지를 등록해주세요';
    expect(pageBlockProblem(panorama({ image: { url: '', width: 0, height: 0, alt: '' } }))).toBe(message);
    expect(pageBlockProblem(panorama({ image: { url: '/files/pages/a.webp', width: 1600, height: 1067, alt: '' } }))).toBe(message);
    expect(isPanoramaSize(1600, 800)).toBe(true);
    expect(isPanoramaSize(1599, 800)).toBe(true);
    expect(isPanoramaSize(1600, 900)).toBe(false);
  });

  it('needs a caption, and a label and a place inside the sphere for every hotspot', () => {
    expect(pageBlockProblem(panorama({ caption: '  ' }))).toBe('360° 블록의 설명을 입력해주세요');
    expect(pageBlockProblem(panorama({ hotspots: [{ yaw: 0, pitch: 0, label: ' ' }] }))).toBe(PAGE_MESSAGES.HOTSPOT);
    expect(pageBlockProblem(panorama({ hotspots: [{ yaw: 181, pitch: 0, label: '수전' }] }))).toBe(PAGE_MESSAGES.HOTSPOT);
    expect(pageBlockProblem(panorama({ hotspots: [{ yaw: 0, pitch: -91, label: '수전' }] }))).toBe(PAGE_MESSAGES.HOTSPOT);
  });

  it('is accepted by the page form, which refuses hotspots off the sphere with the Korean message', async () => {
    expect(await messagesFor(panorama())).toEqual([]);
    expect(await messagesFor({ ...panorama(), hotspots: [{ yaw: 'left', pitch: 200, label: '' }] })).toEqual(expect.arrayContaining([PAGE_MESSAGES.HOTSPOT]));
    expect(await messagesFor({ ...panorama(), caption: 'x'.repeat(201) })).toEqual([PAGE_MESSAGES.TEXT]);
  });
});
