import { DomainError } from '../platform/event-sourcing/decider.js';

/** Names a product in messages by the part of its name before the first comma (spec §2 Product card). */
export const shortName = (name: string): string => name.split(',')[0]!.trim();

/** The product does not exist, or is hidden from the shop (a hidden product is as good as missing to a shopper). 404. */
export class ProductNotFoundError extends DomainError {
  readonly code = 'PRODUCT_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super('상품을 찾을 수 없습니다');
  }
}

/** A product with this id was already created. 409. */
export class ProductExistsError extends DomainError {
  readonly code = 'PRODUCT_EXISTS';
  readonly status = 409;
  constructor() {
    super('이미 등록된 상품입니다');
  }
}

/** Another product holds this product code (codes are unique, ARCHITECTURE §2). 409. */
export class ProductCodeTakenError extends DomainError {
  readonly code = 'PRODUCT_CODE_TAKEN';
  readonly status = 409;
  constructor() {
    super('이미 사용 중인 상품코드입니다');
  }
}

/** The product is not on sale (`sells` is false). 409. */
export class NotOnSaleError extends DomainError {
  readonly code = 'NOT_ON_SALE';
  readonly status = 409;
  constructor(readonly productName: string) {
    super(`판매하지 않는 상품입니다: ${shortName(productName)}`);
  }
}

/** The product's stock is 0 (with `combination`: that option combination's stock is, spec §3 variation). 409. */
export class SoldOutError extends DomainError {
  readonly code = 'SOLD_OUT';
  readonly status = 409;
  constructor(
    readonly productName: string,
    readonly combination?: string,
  ) {
    super(`품절된 상품입니다: ${shortName(productName)}${combination ? ` (${combination})` : ''}`);
  }
}

/**
 * Fewer units are left than asked (no oversell: decided on the product's stream). With
 * `combination` ("화이트 / 600"), the option combination that lacks them (spec §3 variation). 409.
 */
export class InsufficientStockError extends DomainError {
  readonly code = 'INSUFFICIENT_STOCK';
  readonly status = 409;
  constructor(
    readonly productName: string,
    readonly available: number,
    readonly combination?: string,
  ) {
    super(`재고가 부족합니다: ${shortName(productName)}${combination ? ` (${combination})` : ''}`);
  }
}

/**
 * The chosen options match no enabled option combination of the product (spec §3 variation
 * enabled): the combination was switched off or never made. 422.
 */
export class VariationUnavailableError extends DomainError {
  readonly code = 'VARIATION_UNAVAILABLE';
  readonly status = 422;
  constructor(readonly combination: string) {
    super(combination ? `선택할 수 없는 옵션 조합입니다: ${combination}` : '옵션 조합을 선택해주세요');
  }
}

/** A stock count must be a whole number from 0 (per option combination for a product with variations; `message` says what is wrong). 422. */
export class InvalidStockError extends DomainError {
  readonly code = 'INVALID_STOCK';
  readonly status = 422;
  constructor(message = '재고는 0 이상의 정수로 입력해주세요') {
    super(message);
  }
}

/** An option of the product was not chosen. 422. */
export class OptionRequiredError extends DomainError {
  readonly code = 'OPTION_REQUIRED';
  readonly status = 422;
  constructor(readonly optionName: string) {
    super(`${optionName}을(를) 선택해주세요`);
  }
}

/** The product has mandatory choice items (spec §3 choicees, mandatory) or mandatory supplies (`group` 'supply') and none of them was picked. 422. */
export class ChoiceRequiredError extends DomainError {
  readonly code = 'CHOICE_REQUIRED';
  readonly status = 422;
  constructor(
    readonly productName: string,
    group: 'choice' | 'supply' = 'choice',
  ) {
    super(`${shortName(productName)}의 필수 ${group === 'supply' ? '부자재를' : '선택 상품을'} 골라주세요`);
  }
}

/** A picked choice item is not one the product offers (or it was switched off). 422. */
export class ChoiceInvalidError extends DomainError {
  readonly code = 'CHOICE_INVALID';
  readonly status = 422;
  constructor() {
    super('선택 상품을 확인해주세요');
  }
}

/** The chosen option name or value is not one the product offers. 422. */
export class OptionInvalidError extends DomainError {
  readonly code = 'OPTION_INVALID';
  readonly status = 422;
  constructor(readonly choice: string) {
    super(`선택할 수 없는 옵션입니다: ${choice}`);
  }
}

/** A category with this code exists (the code is the stream's name). 409. */
export class CategoryExistsError extends DomainError {
  readonly code = 'CATEGORY_EXISTS';
  readonly status = 409;
  constructor() {
    super('이미 등록된 카테고리 코드입니다');
  }
}

/** A brand with this code exists. 409. */
export class BrandExistsError extends DomainError {
  readonly code = 'BRAND_EXISTS';
  readonly status = 409;
  constructor() {
    super('이미 등록된 브랜드 코드입니다');
  }
}

/** No category has this id or code (or it was deleted). 404. */
export class CategoryNotFoundError extends DomainError {
  readonly code = 'CATEGORY_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super('카테고리를 찾을 수 없습니다');
  }
}

/** A category cannot go under itself or one of its own sub-categories (the tree would close on itself). 409. */
export class CategoryCycleError extends DomainError {
  readonly code = 'CATEGORY_CYCLE';
  readonly status = 409;
  constructor() {
    super('카테고리를 자기 자신이나 하위 카테고리 아래로 옮길 수 없습니다');
  }
}

/** Products use the category: it cannot be deleted until they move (spec §3 Product _category). 409. */
export class CategoryInUseError extends DomainError {
  readonly code = 'CATEGORY_IN_USE';
  readonly status = 409;
  constructor(readonly productCount: number) {
    super(`상품 ${productCount}개가 사용 중인 카테고리는 삭제할 수 없습니다`);
  }
}

/** The category has sub-categories: they must be moved or deleted first. 409. */
export class CategoryHasChildrenError extends DomainError {
  readonly code = 'CATEGORY_HAS_CHILDREN';
  readonly status = 409;
  constructor(readonly childCount: number) {
    super(`하위 카테고리 ${childCount}개가 있는 카테고리는 삭제할 수 없습니다`);
  }
}

/** No brand has this code (or it was deleted). 404. */
export class BrandNotFoundError extends DomainError {
  readonly code = 'BRAND_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super('브랜드를 찾을 수 없습니다');
  }
}

/** Products use the brand: it cannot be deleted until they change brand (spec §3 Product _brand). 409. */
export class BrandInUseError extends DomainError {
  readonly code = 'BRAND_IN_USE';
  readonly status = 409;
  constructor(readonly productCount: number) {
    super(`상품 ${productCount}개가 사용 중인 브랜드는 삭제할 수 없습니다`);
  }
}

/** A display group with this code exists. 409. */
export class DisplayExistsError extends DomainError {
  readonly code = 'DISPLAY_EXISTS';
  readonly status = 409;
  constructor() {
    super('이미 등록된 진열 코드입니다');
  }
}

/** No display group has this code (or it was deleted). 404. */
export class DisplayNotFoundError extends DomainError {
  readonly code = 'DISPLAY_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super('진열 그룹을 찾을 수 없습니다');
  }
}

/** A filtering with this code already exists (codes are unique: one stream per code). 409. */
export class FilteringExistsError extends DomainError {
  readonly code = 'FILTERING_EXISTS';
  readonly status = 409;
  constructor() {
    super('이미 등록된 필터 코드입니다');
  }
}

/** No filtering has this code (or it was deleted). 404. */
export class FilteringNotFoundError extends DomainError {
  readonly code = 'FILTERING_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super('필터를 찾을 수 없습니다');
  }
}

/** A change asked only while no order holds a unit, and an order holds one. 409. */
export class ProductReservedError extends DomainError {
  readonly code = 'PRODUCT_RESERVED';
  readonly status = 409;
  constructor(name: string) {
    super(`${name}: 주문이 진행 중이라 바꿀 수 없습니다`);
  }
}

/** No such product inquiry, or (for a member's own calls) not the member's. 404. */
export class ProductInquiryNotFoundError extends DomainError {
  readonly code = 'PRODUCT_INQUIRY_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super('상품문의를 찾을 수 없습니다');
  }
}

/** An inquiry with this id was already written. 409. */
export class ProductInquiryExistsError extends DomainError {
  readonly code = 'PRODUCT_INQUIRY_EXISTS';
  readonly status = 409;
  constructor() {
    super('이미 등록된 상품문의입니다');
  }
}

/** The inquiry has its answer: the writer may no longer change it (spec §4 ANSWER_COMPLETE). 422. */
export class ProductInquiryAnsweredError extends DomainError {
  readonly code = 'PRODUCT_INQUIRY_ANSWERED';
  readonly status = 422;
  constructor() {
    super('답변이 완료된 상품문의는 수정할 수 없습니다');
  }
}

/** A picture index outside 0–9, or past the next free place (spec §5: up to 10, one at a time). 400. */
export class ProductInquiryImageIndexError extends DomainError {
  readonly code = 'PRODUCT_INQUIRY_IMAGE_INDEX';
  readonly status = 400;
  constructor() {
    super('사진은 10장까지 첨부할 수 있습니다');
  }
}

/** The product's fields break a rule of the catalogue (product-rules.ts); the message says which. 422. */
export class ProductInvalidError extends DomainError {
  readonly code = 'PRODUCT_INVALID';
  readonly status = 422;
  constructor(message: string) {
    super(message);
  }
}

/**
 * A product bundle's part names no option combination while its product has them, or one its
 * product does not have (spec §3 bundleds `_option`); the message names the part. 400.
 */
export class BundlePartVariationError extends DomainError {
  readonly code = 'BUNDLE_PART_VARIATION';
  readonly status = 400;
  constructor(message: string, partName: string) {
    super(`${message}: ${shortName(partName)}`);
  }
}

/** No review with this id, or not one the caller may see or change (another member's review is never revealed). 404. */
export class ReviewNotFoundError extends DomainError {
  readonly code = 'REVIEW_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super('리뷰를 찾을 수 없습니다');
  }
}

/** The purchase line already has a review: one review per line (spec §3 Review _purchase). 409. */
export class ReviewExistsError extends DomainError {
  readonly code = 'REVIEW_EXISTS';
  readonly status = 409;
  constructor() {
    super('이미 리뷰를 작성한 상품입니다');
  }
}

/** The purchase line is the member's but not confirmed (구매확정, PURCHASE_COMPLETE) yet. 422. */
export class ReviewNotConfirmedError extends DomainError {
  readonly code = 'REVIEW_NOT_CONFIRMED';
  readonly status = 422;
  constructor() {
    super('구매확정한 상품만 리뷰를 작성할 수 있습니다');
  }
}

/** The purchase line is not one of the member's own. 403. */
export class ReviewNotYoursError extends DomainError {
  readonly code = 'REVIEW_NOT_YOURS';
  readonly status = 403;
  constructor() {
    super('본인이 구매한 상품만 리뷰를 작성할 수 있습니다');
  }
}

/** A review carries at most 10 photos (spec §5 image upload list). 422. */
export class ReviewTooManyImagesError extends DomainError {
  readonly code = 'REVIEW_TOO_MANY_IMAGES';
  readonly status = 422;
  constructor() {
    super('사진은 10장까지 올릴 수 있습니다');
  }
}

/** Stars are whole numbers 1 to 5 (spec §3 Review star). 422. */
export class InvalidReviewStarError extends DomainError {
  readonly code = 'REVIEW_INVALID_STAR';
  readonly status = 422;
  constructor() {
    super('별점을 1~5점 중에서 선택해주세요');
  }
}

/** No exhibition with this id, or it is hidden from the shop (a hidden one is as good as missing to a shopper). 404. */
export class ExhibitionNotFoundError extends DomainError {
  readonly code = 'EXHIBITION_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super('기획전을 찾을 수 없습니다');
  }
}

/** An exhibition with this id was already created. 409. */
export class ExhibitionExistsError extends DomainError {
  readonly code = 'EXHIBITION_EXISTS';
  readonly status = 409;
  constructor() {
    super('이미 등록된 기획전입니다');
  }
}

/** The exhibition's end is not after its start. 422. */
export class ExhibitionPeriodInvalidError extends DomainError {
  readonly code = 'EXHIBITION_PERIOD_INVALID';
  readonly status = 422;
  constructor() {
    super('종료일은 시작일 이후로 입력해주세요');
  }
}

/** A banner or showroom picture that the shop did not store itself (only URLs its uploads answered are kept). 400. */
export class ShowcaseImageInvalidError extends DomainError {
  readonly code = 'SHOWCASE_IMAGE_INVALID';
  readonly status = 400;
  constructor() {
    super('이미지를 다시 올려주세요');
  }
}

/** No showroom with this code, or it is hidden from the shop. 404. */
export class ShowroomNotFoundError extends DomainError {
  readonly code = 'SHOWROOM_NOT_FOUND';
  readonly status = 404;
  constructor() {
    super('쇼룸을 찾을 수 없습니다');
  }
}

/** Another showroom holds this code. 409. */
export class ShowroomExistsError extends DomainError {
  readonly code = 'SHOWROOM_EXISTS';
  readonly status = 409;
  constructor() {
    super('이미 사용 중인 쇼룸 코드입니다');
  }
}
