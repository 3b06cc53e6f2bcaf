/**
 * The domain services the v1.2 operations call. The catalog's service calls receive this
 * object; the module fills it from Nest's container (v12.module.ts).
 */
import type { AccountsService } from '../../accounts/accounts.service.js';
import type { AppointmentsService } from '../../appointments/appointments.service.js';
import type { ChecklistsService } from '../../checklists/checklists.service.js';
import type { ChangesService } from '../../changes/changes.service.js';
import type { ConstructionService } from '../../construction/construction.service.js';
import type { ProjectPublicationService } from '../../construction/project-publication.service.js';
import type { DocumentsService } from '../../documents/documents.service.js';
import type { ContactService } from '../../history/contact.service.js';
import type { HistoryService } from '../../history/history.service.js';
import type { NeighbourhoodsService } from '../../neighbourhoods/neighbourhoods.service.js';
import type { MediaStatisticsService } from '../../media-statistics/media-statistics.service.js';
import type { PersonCategoriesService } from '../../person-categories/person-categories.service.js';
import type { DemandService } from '../../persons/demand.service.js';
import type { PasswordResetService } from '../../persons/password-reset.service.js';
import type { RelationsService } from '../../relations/relations.service.js';
import type { PersonsService } from '../../persons/persons.service.js';
import type { PropertiesService } from '../../properties/properties.service.js';
import type { PropertyNavigation } from '../../properties/property-navigation.js';
import type { PropertyPictureService } from '../../properties/property-pictures.service.js';
import type { PropertyPublicationService } from '../../properties/publication.service.js';
import type { SelectedListService } from '../../properties/selected-list.service.js';
import type { SettingsService } from '../../reference/settings.service.js';
import type { StaffService } from '../../staff/staff.service.js';
import type { TasksService } from '../../tasks/tasks.service.js';

export interface V12Services {
  readonly accounts: AccountsService;
  readonly properties: PropertiesService;
  readonly selectedList: SelectedListService;
  readonly persons: PersonsService;
  readonly history: HistoryService;
  readonly contact: ContactService;
  readonly publication: PropertyPublicationService;
  readonly navigation: PropertyNavigation;
  readonly pictures: PropertyPictureService;
  readonly construction: ConstructionService;
  readonly projectPublication: ProjectPublicationService;
  readonly settings: SettingsService;
  readonly demands: DemandService;
  readonly staff: StaffService;
  readonly documents: DocumentsService;
  readonly appointments: AppointmentsService;
  readonly tasks: TasksService;
  readonly checklists: ChecklistsService;
  readonly neighbourhoods: NeighbourhoodsService;
  readonly changes: ChangesService;
  readonly personCategories: PersonCategoriesService;
  readonly relations: RelationsService;
  readonly mediaStatistics: MediaStatisticsService;
  readonly passwordResets: PasswordResetService;
}
