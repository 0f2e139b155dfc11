import { Module } from '@nestjs/common';
import { SalesStatisticsQueries } from './application/sales-statistics.queries.js';
import { SalesStatisticsConsumer } from './consumers/sales-statistics.consumer.js';
import { StatisticsConsoleController } from './http/statistics.console.controller.js';

/**
 * Reporting context: sales statistics (ARCHITECTURE §3). Its read model is built by a bus
 * consumer group, not by the ProjectionRunner; `SalesStatisticsConsumer.start()` is called at
 * startup (bootstrap) before the EventRelay starts.
 */
@Module({
  providers: [SalesStatisticsConsumer, SalesStatisticsQueries],
  controllers: [StatisticsConsoleController],
  exports: [SalesStatisticsConsumer],
})
export class ReportingModule {}
