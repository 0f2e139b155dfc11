import { Module } from '@nestjs/common';
import { KakaoLocalModule } from '../../platform/address/kakao-local.module.js';
import { AddressesController } from './addresses.controller.js';
import { AddressSearch } from './address-search.js';

/** Addresses of the shipping context: the postcode search and geocoding over the Kakao Local API or its simulator. */
@Module({
  imports: [KakaoLocalModule],
  providers: [AddressSearch],
  controllers: [AddressesController],
  exports: [AddressSearch],
})
export class AddressesModule {}
