import { Module } from '@nestjs/common';
import { AccountsModule } from '../../accounts/accounts.module.js';
import { AccountsService } from '../../accounts/accounts.service.js';
import { ConstructionModule } from '../../construction/construction.module.js';
import { ConstructionService } from '../../construction/construction.service.js';
import { ContactService } from '../../history/contact.service.js';
import { HistoryModule } from '../../history/history.module.js';
import { HistoryService } from '../../history/history.service.js';
import { PersonsModule } from '../../persons/persons.module.js';
import { PersonsService } from '../../persons/persons.service.js';
import { PropertiesModule } from '../../properties/properties.module.js';
import { PropertiesService } from '../../properties/properties.service.js';
import { ReferenceModule } from '../../reference/reference.module.js';
import { ReferenceService } from '../../reference/reference.service.js';
import { DemoAccountProbe } from '../../seeding/demo-account.js';
import { AsmxDispatcher } from './asmx-dispatcher.js';
import { AsmxController } from './asmx.controller.js';
import { DescriptionEndpoint } from './description-endpoint.js';
import { HttpEndpoint } from './http-endpoint.js';
import { OperationRunner } from './operation-runner.js';
import type { AsmxServices } from './services.js';
import { ASMX_SERVICES } from './services.token.js';
import { SoapEndpoint } from './soap-endpoint.js';

/** First interface: the 29 operations at /serviceapi.asmx over SOAP 1.1, SOAP 1.2, HTTP GET and HTTP POST. */
@Module({
  imports: [AccountsModule, PropertiesModule, ReferenceModule, ConstructionModule, PersonsModule, HistoryModule],
  controllers: [AsmxController],
  providers: [
    {
      provide: ASMX_SERVICES,
      inject: [AccountsService, PropertiesService, ReferenceService, ConstructionService, PersonsService, HistoryService, ContactService],
      useFactory: (
        accounts: AccountsService,
        properties: PropertiesService,
        reference: ReferenceService,
        construction: ConstructionService,
        persons: PersonsService,
        history: HistoryService,
        contact: ContactService,
      ): AsmxServices => ({ accounts, properties, reference, construction, persons, history, contact }),
    },
    OperationRunner,
    SoapEndpoint,
    HttpEndpoint,
    DescriptionEndpoint,
    AsmxDispatcher,
    DemoAccountProbe,
  ],
})
export class AsmxModule {}
