import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { ADDRESS_MESSAGES, type AddressSearchResponse, type GeocodeResponse, type PostcodeWidgetConfig } from '@shop/contracts';
import { KakaoLocalClient, KakaoLocalError } from '../../platform/address/kakao-local.client.js';
import type { KakaoLocalConfig } from '../../platform/address/kakao-local.config.js';
import { KAKAO_LOCAL_CONFIG } from '../../platform/address/kakao-local.module.js';
import { KAKAO_MAX_PAGE_SIZE, type KakaoAddressSearchResponse } from '../../platform/address/kakao-local.protocol.js';
import { pointOf, postcodeAddressesOf } from './postcode-address.js';

/**
 * The shop's address adapter over the Kakao Local API (or its simulator): searching addresses in
 * the shape of Kakao's postcode widget, placing an address on the map, and telling the order
 * page which search to use.
 */
@Injectable()
export class AddressSearch {
  private readonly logger = new Logger('Addresses');

  constructor(
    private readonly kakao: KakaoLocalClient,
    @Inject(KAKAO_LOCAL_CONFIG) private readonly config: KakaoLocalConfig,
  ) {}

  /**
   * The addresses matching `query` (trimmed), best first, at most 30, each with its point.
   * @throws ServiceUnavailableException (503, Korean message) when the provider cannot answer.
   */
  async search(query: string): Promise<AddressSearchResponse> {
    const q = query.trim();
    const answer = await this.ask(q, KAKAO_MAX_PAGE_SIZE);
    return { query: q, addresses: postcodeAddressesOf(answer.documents), total: answer.meta.total_count };
  }

  /**
   * Where `query` lies: the point of the provider's first match, or null geolocation when none.
   * @throws ServiceUnavailableException (503) when the provider cannot answer.
   */
  async geocode(query: string): Promise<GeocodeResponse> {
    const q = query.trim();
    const [first] = (await this.ask(q, 1)).documents;
    const geolocation = first ? pointOf(first.x, first.y) : null;
    return { query: q, addressName: geolocation ? first!.address_name : null, geolocation };
  }

  /** Which search the order page uses and the widget's script (see KakaoLocalConfig.widget). */
  widget(): PostcodeWidgetConfig {
    const kakao = this.config.widget === 'kakao';
    return { widget: this.config.widget, scriptUrl: kakao ? this.config.scriptUrl : null, timeoutMs: this.config.scriptTimeoutMs };
  }

  private async ask(query: string, size: number): Promise<KakaoAddressSearchResponse> {
    try {
      return await this.kakao.searchAddress({ query, size });
    } catch (e) {
      if (!(e instanceof KakaoLocalError)) throw e;
      this.logger.warn(`address search failed: ${e.message}`);
      throw new ServiceUnavailableException(ADDRESS_MESSAGES.UNAVAILABLE);
    }
  }
}
