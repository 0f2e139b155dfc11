import { Module, type OnModuleInit } from '@nestjs/common';
import { ContentModule } from '../content/index.js';
import { CommandRouter } from '../platform/event-sourcing/commands.js';
import { IslandsTable } from './application/islands-table.js';
import { ShippingFacts } from './application/shipping-facts.js';
import { ShippingRules } from './application/shipping-rules.js';
import { ISLANDS_STREAM, islandsDecider } from './domain/islands.decider.js';
import { shippingDecider, shippingStream } from './domain/shipping.decider.js';
import { IslandsConsoleController } from './http/islands.console.controller.js';
import { ShippingPublicController } from './http/shipping.public.controller.js';
import { ShippingsConsoleController } from './http/shippings.console.controller.js';
import { ShippingProjection } from './projections/shipping.projection.js';

/** Shipping context: shipping rules, the islands table and the quote of an order's shipping (ARCHITECTURE §3). */
@Module({
  imports: [ContentModule],
  providers: [ShippingRules, IslandsTable, ShippingFacts, ShippingProjection],
  controllers: [ShippingsConsoleController, IslandsConsoleController, ShippingPublicController],
  exports: [ShippingFacts, ShippingProjection],
})
export class ShippingModule implements OnModuleInit {
  constructor(private readonly router: CommandRouter) {}

  /** Routes the rule commands (one stream per rule) and the islands table's (one stream). */
  onModuleInit(): void {
    this.router.stream({
      decider: shippingDecider,
      commands: ['CreateShipping', 'UpdateShipping', 'DeleteShipping'],
      streamOf: (c) => shippingStream(c.data.shippingId),
    });
    this.router.stream({ decider: islandsDecider, commands: ['AddIsland', 'ChangeIsland', 'RemoveIsland'], streamOf: () => ISLANDS_STREAM });
  }
}
