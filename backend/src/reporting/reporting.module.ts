import { Module } from '@nestjs/common';
import { ProductInquiriesModule } from '../catalog/index.js';
import { InquiriesModule, QuestionsModule } from '../center/index.js';
import { IdentityModule } from '../identity/index.js';
import { OrderingModule } from '../ordering/index.js';
import { ConsoleDashboardQueries } from './application/console-dashboard.queries.js';
import { SalesStatisticsQueries } from './application/sales-statistics.queries.js';
import { SalesStatisticsConsumer } from './consumers/sales-statistics.consumer.js';
import { DashboardConsoleController } from './http/dashboard.console.controller.js';
import { StatisticsConsoleController } from './http/statistics.console.controller.js';

/**
 * Reporting context: sales statistics and the console dashboard (ARCHITECTURE §3). Its read model
 * is built by a bus consumer group, not by the ProjectionRunner; `SalesStatisticsConsumer.start()`
 * is called at startup (bootstrap) before the EventRelay starts. The dashboard also reads
 * ordering's purchase views, identity's members, the catalogue's product inquiries and the centre's questions through
 * their public services.
 */
@Module({
  imports: [IdentityModule, OrderingModule, ProductInquiriesModule, QuestionsModule, InquiriesModule],
  providers: [SalesStatisticsConsumer, SalesStatisticsQueries, ConsoleDashboardQueries],
  controllers: [StatisticsConsoleController, DashboardConsoleController],
  exports: [SalesStatisticsConsumer],
})
export class ReportingModule {}
