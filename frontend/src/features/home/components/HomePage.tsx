import { MainSlider } from './MainSlider';
import { DesignBlock } from './DesignBlock';
import { BasinSlider } from './BasinSlider';
import { CollectionsBlock } from './CollectionsBlock';
import { PopularBlock } from './PopularBlock';
import { PromoTiles } from './PromoTiles';
import { BrandStoryBlock } from './BrandStoryBlock';
import { HighlightsBlock } from './HighlightsBlock';
import { ReviewsBlock } from './ReviewsBlock';
import { CareBlock } from './CareBlock';
import { AboutBlock } from './AboutBlock';
import { PopupLayers } from './PopupLayers';
import { HydratedApart } from '../../../shared/ui/HydratedApart';

/**
 * The home page (spec §2): slider, design ideas, basins, collections, popular, promotion tiles
 * (MAIN_2), story, highlights, picked reviews, the care block staff set (spec §3 Setting main.care), about, popups. Each block is hydrated apart, so the
 * long page starts in short tasks.
 */
export function HomePage() {
  return (
    <>
      <h1 className="visually-hidden">세라메종 CÉRAMAISON — 욕실과 주방을 위한 프리미엄 세라믹</h1>
      <HydratedApart>
        <MainSlider />
      </HydratedApart>
      <HydratedApart>
        <DesignBlock />
      </HydratedApart>
      <HydratedApart>
        <BasinSlider />
      </HydratedApart>
      <HydratedApart>
        <CollectionsBlock />
      </HydratedApart>
      <HydratedApart>
        <PopularBlock />
      </HydratedApart>
      <HydratedApart>
        <PromoTiles />
      </HydratedApart>
      <HydratedApart>
        <BrandStoryBlock />
      </HydratedApart>
      <HydratedApart>
        <HighlightsBlock />
      </HydratedApart>
      <HydratedApart>
        <ReviewsBlock />
      </HydratedApart>
      <HydratedApart>
        <CareBlock />
      </HydratedApart>
      <HydratedApart>
        <AboutBlock />
      </HydratedApart>
      <HydratedApart>
        <PopupLayers />
      </HydratedApart>
    </>
  );
}
