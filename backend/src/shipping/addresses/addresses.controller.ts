import { Controller, Get, Query } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import { ADDRESS_QUERY_LENGTH, AddressSearchQueryDto, type AddressSearchResponse, type GeocodeResponse, type PostcodeWidgetConfig } from '@shop/contracts';
import { Public } from '../../platform/auth/auth.guard.js';
import { kakaoLocalConfig } from '../../platform/address/kakao-local.config.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { RateLimited, type RateLimitSpec } from '../../platform/throttle/rate-limit.guard.js';
import { AddressSearch } from './address-search.js';

/** Searches per client address per minute, from the environment at the time of the request (THROTTLE_ADDRESS_SEARCHES_PER_MINUTE). */
const SEARCHES: RateLimitSpec = {
  name: 'address-search',
  per: 'address',
  limit: () => kakaoLocalConfig(process.env).searchesPerMinute,
  windowMs: 60_000,
  what: '주소 검색 요청이',
};

const QUERY_DOC = {
  name: 'query',
  required: true,
  description: `A road or lot address, region or building name (${ADDRESS_QUERY_LENGTH.min}–${ADDRESS_QUERY_LENGTH.max} characters), e.g. "문연로 6", "제주"`,
  schema: { type: 'string', minLength: ADDRESS_QUERY_LENGTH.min, maxLength: ADDRESS_QUERY_LENGTH.max },
} as const;

/**
 * Public address calls for the order page: the shop's own postcode search (the fallback of
 * Kakao's widget), placing an address on the map, and which search to use. Rate-limited per
 * client address.
 */
@ApiTags('addresses')
@Public()
@Controller('api/v1/addresses')
export class AddressesController {
  constructor(private readonly addresses: AddressSearch) {}

  /** Addresses matching `query`, in the shape of Kakao's postcode widget, each with its point; 400 on a too short or long query, 503 when the provider cannot answer. */
  @Get()
  @RateLimited(SEARCHES)
  @ApiQuery(QUERY_DOC)
  @ApiAnswer(200, 'AddressSearchResponse')
  search(@Query() dto: AddressSearchQueryDto): Promise<AddressSearchResponse> {
    return this.addresses.search(dto.query);
  }

  /** Where an address lies ([longitude, latitude]), null when the provider does not know it. */
  @Get('geocode')
  @RateLimited(SEARCHES)
  @ApiQuery(QUERY_DOC)
  @ApiAnswer(200, 'GeocodeResponse')
  geocode(@Query() dto: AddressSearchQueryDto): Promise<GeocodeResponse> {
    return this.addresses.geocode(dto.query);
  }

  /** Which search the order page uses: Kakao's postcode widget (with its script) or the shop's own. */
  @Get('widget')
  @ApiAnswer(200, 'PostcodeWidgetConfig')
  widget(): PostcodeWidgetConfig {
    return this.addresses.widget();
  }
}
