import { MainSlider } from './MainSlider';
import { DesignBlock } from './DesignBlock';
import { BasinSlider } from './BasinSlider';
import { CollectionsBlock } from './CollectionsBlock';
import { PopularBlock } from './PopularBlock';
import { PromoTiles } from './PromoTiles';
import { BrandStoryBlock } from './BrandStoryBlock';
import { HighlightsBlock } from './HighlightsBlock';
import { ReviewsBlock } from './ReviewsBlock';
import { AboutBlock } from './AboutBlock';
import { PopupLayers } from './PopupLayers';

/** The home page (spec §2): slider, design ideas, basins, collections, popular, promotion tiles (MAIN_2), story, highlights, picked reviews, about, popups. */
export function HomePage() {
  return (
    <>
      <h1 className="visually-hidden">세라메종 CÉRAMAISON — 욕실과 주방을 위한 프리미엄 세라믹</h1>
      <MainSlider />
      <DesignBlock />
      <BasinSlider />
      <CollectionsBlock />
      <PopularBlock />
      <PromoTiles />
      <BrandStoryBlock />
      <HighlightsBlock />
      <ReviewsBlock />
      <AboutBlock />
      <PopupLayers />
    </>
  );
}
