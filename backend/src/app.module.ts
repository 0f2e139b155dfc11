import { Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { PlatformModule } from './platform/platform.module.js';
import { PROJECTIONS, ProjectionRunner } from './platform/projections/projection-runner.js';
import { AuthGuard } from './platform/auth/auth.guard.js';
import { ApiErrorFilter } from './platform/http/http-errors.js';
import { ReadYourWritesInterceptor } from './platform/http/read-your-writes.interceptor.js';
import { CatalogModule } from './catalog/catalog.module.js';
import { CatalogProjection } from './catalog/projections/catalog.projection.js';
import { ContentModule } from './content/content.module.js';
import { DocumentsProjection } from './content/projections/documents.projection.js';
import { IdentityModule } from './identity/identity.module.js';
import { UsersProjection } from './identity/projections/users.projection.js';
import { OrderingModule } from './ordering/ordering.module.js';
import { OrderingProjection } from './ordering/projections/ordering.projection.js';
import { OpenReservationsProjection } from './ordering/projections/stock-reservations.projection.js';
import { DemoSeed } from './demo/demo-seed.js';
import { ReportingModule } from './reporting/reporting.module.js';

/**
 * The read side: one projection runner fed with every context's projections, in an order where
 * a projection that looks up another's read model (ordering → users, catalog) comes after it.
 */
@Global()
@Module({
  imports: [CatalogModule, ContentModule, IdentityModule, OrderingModule],
  providers: [
    {
      provide: PROJECTIONS,
      useFactory: (...projections: unknown[]) => projections,
      inject: [DocumentsProjection, CatalogProjection, UsersProjection, OrderingProjection, OpenReservationsProjection],
    },
    ProjectionRunner,
  ],
  exports: [ProjectionRunner],
})
class ReadSideModule {}

/** The whole shop: platform, contexts, read side, global guard, errors and read-your-writes. */
@Module({
  imports: [CqrsModule.forRoot(), PlatformModule, CatalogModule, ContentModule, IdentityModule, OrderingModule, ReadSideModule, ReportingModule],
  providers: [
    { provide: APP_GUARD, useClass: AuthGuard },
    { provide: APP_FILTER, useClass: ApiErrorFilter },
    { provide: APP_INTERCEPTOR, useClass: ReadYourWritesInterceptor },
    DemoSeed,
  ],
})
export class AppModule {}

