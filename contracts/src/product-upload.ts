/**
 * The console's product bulk upload, /console/shop/bulk-upload (spec §2 console shop/bulk-upload;
 * §6 console only): a template workbook, a dry run that checks every row without writing, then
 * the import as a job whose progress the page polls.
 */

import { groupThousands } from './format.js';

/** Columns of the upload sheet 상품: field → Korean header (first row), in the template's order. */
export const PRODUCT_UPLOAD_COLUMNS = {
  code: '상품코드',
  name: '상품명',
  category: '카테고리코드',
  brand: '브랜드코드',
  price: '가격',
  cost: '원가',
  stock: '재고',
  shows: '노출',
  sells: '판매',
  discountUnit: '할인단위',
  discount: '할인',
  origin: '원산지',
  manufacturer: '제조사',
  size: '크기',
  hashtags: '해시태그',
  youtubeCode: '유튜브코드',
  thumb: '대표이미지',
} as const;
export type ProductUploadColumn = keyof typeof PRODUCT_UPLOAD_COLUMNS;

/** Largest upload accepted, in bytes (1,000 filled rows take about 60 KB). */
export const PRODUCT_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Most filled rows one upload may hold. */
export const PRODUCT_UPLOAD_MAX_ROWS = 2000;

/** Korean messages of the bulk upload (the spec gives none). */
export const PRODUCT_UPLOAD_MESSAGES = {
  FILE_REQUIRED: '엑셀 파일(.xlsx)을 선택해주세요',
  FILE_UNREADABLE: '엑셀 파일(.xlsx)을 읽을 수 없습니다. 상품 양식 파일에 입력해 올려주세요',
  FILE_TOO_LARGE: '파일은 5MB 이하로 올려주세요',
  COLUMNS_MISSING: `첫 줄에 ${PRODUCT_UPLOAD_COLUMNS.code}, ${PRODUCT_UPLOAD_COLUMNS.name}, ${PRODUCT_UPLOAD_COLUMNS.category}, ${PRODUCT_UPLOAD_COLUMNS.price} 열이 있어야 합니다`,
  NO_ROWS: '상품 정보가 입력된 줄이 없습니다',
  TOO_MANY_ROWS: `한 번에 ${groupThousands(PRODUCT_UPLOAD_MAX_ROWS)}줄까지 올릴 수 있습니다`,
  REQUIRED: '상품코드, 상품명, 카테고리코드, 가격은 꼭 입력해주세요',
  CATEGORY: '카테고리코드를 찾을 수 없습니다',
  BRAND: '브랜드코드를 찾을 수 없습니다',
  DUPLICATE: '같은 상품코드가 위의 줄에 이미 있습니다',
  DELETED: '삭제된 상품의 상품코드는 다시 쓸 수 없습니다',
  JOB_NOT_FOUND: '업로드 작업을 찾을 수 없습니다',
  FAILED: '등록하지 못했습니다',
  INTERRUPTED: '서버가 다시 시작되어 등록이 중단되었습니다. 같은 파일을 다시 올리면 등록되지 않은 줄만 이어서 등록합니다',
  INTERRUPTED_ROW: '등록이 중단되어 이 줄은 등록되지 않았습니다',
} as const;

/** What a row does: creates a product, updates one, changes nothing (same content), or is refused. */
export type ProductUploadAction = 'create' | 'update' | 'unchanged' | 'error';

/** Korean names of the row actions. */
export const PRODUCT_UPLOAD_ACTION_TEXT: Record<ProductUploadAction, string> = {
  create: '신규 등록',
  update: '수정',
  unchanged: '변경 없음',
  error: '오류',
};

/** One row of an upload with what it does (or did) and, when refused, why (Korean messages). */
export interface ProductUploadRow {
  /** The row number in the sheet (the header is row 1). */
  row: number;
  code: string;
  name: string;
  action: ProductUploadAction;
  messages: string[];
}

/** How many rows do each thing. */
export interface ProductUploadSummary {
  total: number;
  create: number;
  update: number;
  unchanged: number;
  error: number;
}

/**
 * Where an upload is: an import is 'running' until every row is written and shown ('done'), or
 * 'interrupted' when the server stopped before (its written rows stay written, the others are
 * refused rows with PRODUCT_UPLOAD_MESSAGES.INTERRUPTED_ROW). A dry run is 'done' at once.
 */
export type ProductUploadStatus = 'running' | 'done' | 'interrupted';

/**
 * An upload: a dry run (checked, nothing written; done at once) or an import (running, then
 * done or interrupted; `processed` rows of `total` so far). `rows` are in sheet order; on an
 * import they say what was done. Kept in the event store, so it outlives a restart.
 */
export interface ProductUploadJob {
  id: string;
  dryRun: boolean;
  status: ProductUploadStatus;
  total: number;
  processed: number;
  summary: ProductUploadSummary;
  rows: ProductUploadRow[];
  startedAt: string;
  finishedAt: string | null;
}

/** Answer of the dry run, the import and the job's status. */
export interface ProductUploadJobResponse {
  job: ProductUploadJob;
}
