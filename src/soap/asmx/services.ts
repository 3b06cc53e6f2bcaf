/**
 * The domain services the first interface calls. The catalog's `invoke` functions receive this
 * object; the module fills it from Nest's container (asmx.module.ts).
 */
import type { AccountsService } from '../../accounts/accounts.service.js';
import type { ConstructionService } from '../../construction/construction.service.js';
import type { ContactService } from '../../history/contact.service.js';
import type { HistoryService } from '../../history/history.service.js';
import type { PersonsService } from '../../persons/persons.service.js';
import type { PropertiesService } from '../../properties/properties.service.js';
import type { ReferenceService } from '../../reference/reference.service.js';

export interface AsmxServices {
  readonly accounts: AccountsService;
  readonly properties: PropertiesService;
  readonly reference: ReferenceService;
  readonly construction: ConstructionService;
  readonly persons: PersonsService;
  readonly history: HistoryService;
  readonly contact: ContactService;
}
