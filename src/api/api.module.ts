import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { COUNTER_STORE, type CounterStore } from '../accounts/counter-store.js';
import { ApiKeysModule } from '../api-keys/api-keys.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { PropertiesModule } from '../properties/properties.module.js';
import { ReferenceModule } from '../reference/reference.module.js';
import { StaffModule } from '../staff/staff.module.js';
import { StaffAuthModule } from '../staff-auth/staff-auth.module.js';
import { MediaModule } from '../media/media.module.js';
import { AuditController } from './audit/audit.controller.js';
import { ConstructionModule } from '../construction/construction.module.js';
import { LeadsModule } from '../leads/leads.module.js';
import { PersonsModule } from '../persons/persons.module.js';
import { PrivacyModule } from '../privacy/privacy.module.js';
import { DocumentsModule } from '../documents/documents.module.js';
import { DocumentsController } from './documents/documents.controller.js';
import { LeadsController } from './leads/leads.controller.js';
import { PersonsController } from './persons/persons.controller.js';
import { ProjectsController } from './projects/projects.controller.js';
import { PropertiesController } from './properties/properties.controller.js';
import { DocsController } from './docs/docs.controller.js';
import { ProjectPicturesController, PropertyPicturesController } from './pictures/pictures.controller.js';
import { AppointmentsModule } from '../appointments/appointments.module.js';
import { ViewingSlotsController } from './viewing-slots/viewing-slots.controller.js';
import { AgencyWebhooksModule } from '../webhooks/agency-webhooks.module.js';
import { WebhooksController } from './webhooks/webhooks.controller.js';
import { ApiKeysController } from './api-keys/api-keys.controller.js';
import { ReferenceController } from './reference/reference.controller.js';
import { ApiAuthGuard } from './http/auth.guard.js';
import { IdempotencyKeys } from './http/idempotency.js';
import { JsonBodyReader } from './http/json-body.js';
import { OpenApiDocumentHolder } from './http/openapi.js';
import { RateLimiter } from './http/rate-limit.js';
import { ResourceVersions } from './http/resource-versions.js';
import { ValidBody } from './http/validation.js';
import { SESSION_AUTHENTICATOR } from './http/caller.js';
import { StaffSessionAuthenticator } from './session/session-cookie.js';
import { StaffUsersController } from './staff-users/staff-users.controller.js';
import { SettingsController } from './settings/settings.controller.js';
import { DepartmentsController } from './departments/departments.controller.js';
import { AgencySettingsService } from '../accounts/agency-settings.service.js';
import { PasswordResetRequestsController, PasswordResetsController, SessionController } from './session/session.controller.js';

/**
 * The agency API (`/api/v1`), the third transport beside the ASMX and v1.2 interfaces: one thin
 * controller per resource over the domain modules' services, and the shared HTTP pieces in
 * `http/` (problem documents, validation, auth guard and roles, rate limit, ETags,
 * Idempotency-Key, cursor paging, the OpenAPI document).
 */
@Module({
  imports: [
    AccountsModule,
    ApiKeysModule,
    AuditModule,
    PropertiesModule,
    StaffAuthModule,
    StaffModule,
    PersonsModule,
    PrivacyModule,
    LeadsModule,
    ConstructionModule,
    DocumentsModule,
    MediaModule,
    AppointmentsModule,
    AgencyWebhooksModule,
    ReferenceModule,
  ],
  controllers: [
    DocsController,
    AuditController,
    PropertiesController,
    SessionController,
    PasswordResetRequestsController,
    PasswordResetsController,
    StaffUsersController,
    SettingsController,
    DepartmentsController,
    PersonsController,
    LeadsController,
    ProjectsController,
    DocumentsController,
    PropertyPicturesController,
    ProjectPicturesController,
    ViewingSlotsController,
    WebhooksController,
    ApiKeysController,
    ReferenceController,
  ],
  providers: [
    ApiAuthGuard,
    StaffSessionAuthenticator,
    AgencySettingsService,
    { provide: SESSION_AUTHENTICATOR, useExisting: StaffSessionAuthenticator },
    ValidBody,
    ResourceVersions,
    IdempotencyKeys,
    OpenApiDocumentHolder,
    {
      provide: RateLimiter,
      inject: [COUNTER_STORE, APP_CONFIG],
      useFactory: (store: CounterStore, config: AppConfig) => new RateLimiter(store, { limit: config.api.rateLimit, windowMs: config.api.rateWindowMs }),
    },
  ],
  exports: [ApiKeysModule, AuditModule, RateLimiter, OpenApiDocumentHolder],
})
export class ApiModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(JsonBodyReader).forRoutes({ path: 'api/v1/*path', method: RequestMethod.ALL });
  }
}
