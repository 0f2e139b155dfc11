import { expect, test } from '@playwright/test';
import { ROOT, newMember, signInAtLogin } from './helpers';

test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

/**
 * Target payments: staff ask a member to pay an installation fee in the console; the member
 * finds it under 결제 요청, pays it through the order page (card, in NICE Pay's window), and the
 * request shows the paid order.
 */
test('a member pays what staff asked for, by card, once', { tag: '@engines' }, async ({ page, browser }, testInfo) => {
  const member = newMember(testInfo);
  expect((await page.request.post('/api/v1/users', { data: { ...member, type: 'PERSON', _terms: ['service', 'privacy'] } })).status()).toBe(201);

  // Staff ask in the console.
  const staff = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await signInAtLogin(staff, ROOT.username, ROOT.password);
  await staff.goto('/console/shop/target-payments');
  await staff.getByRole('button', { name: '결제 요청 등록' }).click();
  const form = staff.getByRole('dialog', { name: '결제 요청 등록' });
  await form.getByRole('textbox', { name: '회원 아이디' }).fill(member.username);
  await form.getByRole('textbox', { name: '요청 항목' }).fill('욕실 시공비 (부가세 포함)');
  await form.getByRole('textbox', { name: '요청 금액 (원)' }).fill('330000');
  await form.getByRole('textbox', { name: '안내 메모' }).fill('12월 2일 오전 시공 예정입니다.');
  await form.getByRole('button', { name: '요청하기' }).click();
  await expect(form).toBeHidden();
  const row = staff.getByRole('row').filter({ hasText: '욕실 시공비 (부가세 포함)' }).filter({ hasText: member.username });
  await expect(row).toContainText('330,000원');
  await expect(row).toContainText('결제 대기');
  await staff.screenshot({ path: testInfo.outputPath('console-target-payments.png'), fullPage: true });
  await staff.close();

  // The member pays it.
  await signInAtLogin(page, member.username, member.password);
  await page.goto('/mypage/target-payments');
  const item = page.getByRole('listitem').filter({ hasText: '욕실 시공비 (부가세 포함)' });
  await expect(item).toContainText('330,000원');
  await expect(item).toContainText('12월 2일 오전 시공 예정입니다.');
  await page.screenshot({ path: testInfo.outputPath('mypage-target-payments.png'), fullPage: true });
  await item.getByRole('button', { name: '결제하기' }).click();
  await expect(page).toHaveURL(/\/shop\/order/);
  await expect(page.getByText('욕실 시공비 (부가세 포함)').first()).toBeVisible();
  const sender = page.getByRole('region', { name: '주문자 정보' });
  await sender.getByRole('textbox', { name: '연락처', exact: true }).fill(member.phone);
  await sender.getByRole('textbox', { name: '이메일', exact: true }).fill(member.email);
  await sender.getByRole('textbox', { name: '우편번호', exact: true }).fill('06035');
  await sender.getByRole('textbox', { name: '주소', exact: true }).fill('서울특별시 강남구 학동로 311');
  await sender.getByRole('textbox', { name: '상세주소', exact: true }).fill('세라메종 빌딩 3층');
  await page.getByRole('region', { name: '배송지 정보' }).getByRole('checkbox', { name: '주문자와 동일' }).check();
  const pay = page.getByRole('complementary', { name: '결제 정보' });
  await expect(pay).toContainText('330,000원');
  await pay.getByRole('checkbox', { name: '주문 내용을 확인하였으며 결제에 동의합니다' }).check();
  await pay.getByRole('button', { name: /주문하기$/ }).click();
  await expect(page).toHaveURL(/\/nicepay-sim\/v1\/window/);
  await page.getByRole('button', { name: '결제하기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '결제가 완료되었습니다' })).toBeVisible();

  await page.goto('/mypage/target-payments');
  const paid = page.getByRole('listitem').filter({ hasText: '욕실 시공비 (부가세 포함)' });
  await expect(paid).toContainText('결제완료');
  await expect(paid.getByRole('button', { name: '결제하기' })).toHaveCount(0);
});

test('a member with nothing asked of them sees that said plainly under 결제 요청', async ({ page }, testInfo) => {
  const member = newMember(testInfo);
  expect((await page.request.post('/api/v1/users', { data: { ...member, type: 'PERSON', _terms: ['service', 'privacy'] } })).status()).toBe(201);
  await signInAtLogin(page, member.username, member.password);
  await page.goto('/mypage/target-payments');
  await expect(page.getByText('요청된 결제가 없습니다')).toBeVisible();
  await expect(page.getByText('상담 후 요청드린 결제가 있으면 이곳에 표시됩니다.')).toBeVisible();
  await expect(page.getByRole('button', { name: '결제하기' })).toHaveCount(0);
});
