import { Module } from '@nestjs/common';
import { trackingConfig, type TrackingConfig } from './tracking.config.js';
import { TrackingSimulatorController } from './tracking-simulator.controller.js';
import { TRACKING_CONFIG } from './tracking.tokens.js';

/** The tracking providers' loading (issue 14): the settings from the environment and, when simulated, the shop's stand-ins. */
@Module({
  providers: [{ provide: TRACKING_CONFIG, useFactory: (): TrackingConfig => trackingConfig(process.env) }],
  controllers: [TrackingSimulatorController],
  exports: [TRACKING_CONFIG],
})
export class TrackingModule {}
