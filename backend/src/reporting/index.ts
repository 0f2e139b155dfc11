/**
 * The reporting context's public face: what the app module and bootstrap may use. Anything
 * not exported here is internal (the architecture test enforces it).
 */
export { ReportingModule } from './reporting.module.js';
export { SalesStatisticsConsumer } from './consumers/sales-statistics.consumer.js';
