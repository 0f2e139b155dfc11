/**
 * The brand site's content pages (issue 14 "The brand site"; spec §2 public routes Ideas,
 * Company and Info): each page is a document built from blocks that staff edit, served by
 * `GET /api/v1/page?path=…` and listed by `GET /api/v1/pages`. Type-only: the answers' JSON Schemas are generated from here.
 */
import type { ProductCard } from './api.js';
import type { PlannerFixtureKind, PlannerLayout } from './rules/bathroom-planner.js';

/** A picture of a page, with its intrinsic size in px (set on the `<img>`, so nothing shifts as it loads). */
export interface PageImage {
  url: string;
  width: number;
  height: number;
  /** Alternative text; empty for a picture that only decorates. */
  alt: string;
}

/** A link of a links block: a label, where it goes (a path of the shop or an https URL) and one line about it. */
export interface PageLink {
  label: string;
  href: string;
  text?: string;
}

/** The page's opening: a large picture with a short eyebrow, title and line. */
export interface PageHero {
  eyebrow?: string;
  title: string;
  text?: string;
  image: PageImage;
}

/** Paragraphs of plain text under an optional title. */
export interface TextBlock {
  type: 'text';
  title?: string;
  paragraphs: string[];
}

/** A picture beside paragraphs, the picture on `side`. */
export interface ImageTextBlock {
  type: 'imageText';
  title: string;
  paragraphs: string[];
  image: PageImage;
  side: 'left' | 'right';
}

/** A row of pictures with captions. */
export interface GalleryBlock {
  type: 'gallery';
  title?: string;
  images: (PageImage & { caption?: string })[];
}

/** Products staff picked, in their order (ids of products). */
export interface ProductsBlock {
  type: 'products';
  title: string;
  productIds: string[];
}

/** Links to related pages. */
export interface LinksBlock {
  type: 'links';
  title?: string;
  links: PageLink[];
}

/** Questions with their answers (shown as an accordion). */
export interface FaqBlock {
  type: 'faq';
  title?: string;
  items: { q: string; a: string }[];
}

/**
 * A point of interest on a 360° picture: where it sits, in degrees (`yaw` -180…180 from the
 * picture's centre, positive to the right; `pitch` -90…90, positive up), its label and,
 * optionally, the product it leads to (a product id).
 */
export interface PanoramaHotspot {
  yaw: number;
  pitch: number;
  label: string;
  productId?: string;
}

/**
 * A 360° panorama (issue 14: /VR-showroom and /3d-interir "an embedded viewer with a static
 * fallback"): an equirectangular picture (2:1), its caption, and hotspots on it.
 */
export interface PanoramaBlock {
  type: 'panorama';
  title?: string;
  caption: string;
  image: PageImage;
  hotspots: PanoramaHotspot[];
}

/** One block of a page, as stored and as staff edit it. */
export type PageBlock = TextBlock | ImageTextBlock | GalleryBlock | ProductsBlock | LinksBlock | FaqBlock | PanoramaBlock;

/** A products block as the shop shows it: the cards of the picked products that are shown, in order. */
export interface ProductsBlockView extends ProductsBlock {
  products: ProductCard[];
}

/** A panorama as the shop shows it: with the cards of its hotspots' products that the shop shows (a hotspot whose product is not among them has no link). */
export interface PanoramaBlockView extends PanoramaBlock {
  products: ProductCard[];
}

/** A block as the public answer gives it. */
export type PageBlockView = TextBlock | ImageTextBlock | GalleryBlock | ProductsBlockView | LinksBlock | FaqBlock | PanoramaBlockView;

/** A content page as the shop shows it. */
export interface ContentPage {
  /** The page's path, e.g. "/ideas/bathroom/planning" (also its id). */
  path: string;
  /** Heading and document title. */
  title: string;
  /** Meta and Open Graph description. */
  description: string;
  hero: PageHero;
  blocks: PageBlockView[];
  /** When staff last changed it (ISO 8601), or when it was created. */
  updatedAt: string;
}

/** Answer of GET /api/v1/page?path=…. */
export interface ContentPageResponse {
  page: ContentPage;
}

/** A page as listed: for the sitemap and the console's page list. */
export interface ContentPageSummary {
  path: string;
  title: string;
  updatedAt: string;
}

/** Answer of GET /api/v1/pages: every page the shop shows, by path. */
export interface ContentPageListResponse {
  pages: ContentPageSummary[];
}

/** A page as staff edit it: its blocks as stored (products by id), and whether the site shows it. */
export interface ConsoleContentPage {
  path: string;
  title: string;
  description: string;
  hero: PageHero;
  blocks: PageBlock[];
  shows: boolean;
  updatedAt: string;
}

/**
 * Answer of GET and PUT /api/console/page?path=… and POST /api/console/pages: the page, and the
 * cards of the products its blocks name (hidden ones too), so the editor shows what was picked.
 */
export interface ConsoleContentPageResponse {
  page: ConsoleContentPage;
  products: ProductCard[];
}

/** A page in the console's list. */
export interface ConsoleContentPageSummary extends ContentPageSummary {
  shows: boolean;
}

/** Answer of GET /api/console/pages: every page, shown or not, by path. */
export interface ConsoleContentPageListResponse {
  pages: ConsoleContentPageSummary[];
}

/** Answer of POST /api/console/pages/images: the stored picture (WebP) with its size. */
export interface PageImageResponse {
  image: PageImage;
}

/** A product suggested for a place, with the option values it would go into the cart with (the first of each option; the product page offers the rest). */
export interface PlannerProduct {
  product: ProductCard;
  options: { name: string; value: string }[];
}

/** The products suggested for one place of a planned bathroom, the best first. */
export interface PlannerSuggestion {
  kind: PlannerFixtureKind;
  /** The place's name, e.g. "세면대". */
  label: string;
  products: PlannerProduct[];
}

/** Answer of GET /api/v1/planner: the layout for the room, and products that fit each place and can go straight into the cart. */
export interface PlannerResponse {
  layout: PlannerLayout;
  suggestions: PlannerSuggestion[];
}
