import { Module } from '@nestjs/common';
import { AccountsService } from '../../accounts/accounts.service.js';
import { AccountsModule } from '../../accounts/accounts.module.js';
import { ChangesModule } from '../../changes/changes.module.js';
import { ChangesService } from '../../changes/changes.service.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { ConstructionModule } from '../../construction/construction.module.js';
import { ConstructionService } from '../../construction/construction.service.js';
import { ProjectPublicationService } from '../../construction/project-publication.service.js';
import { ContactService } from '../../history/contact.service.js';
import { HistoryModule } from '../../history/history.module.js';
import { HistoryService } from '../../history/history.service.js';
import { PersonsModule } from '../../persons/persons.module.js';
import { DemandService } from '../../persons/demand.service.js';
import { PasswordResetService } from '../../persons/password-reset.service.js';
import { PersonsService } from '../../persons/persons.service.js';
import { PropertiesModule } from '../../properties/properties.module.js';
import { PropertiesService } from '../../properties/properties.service.js';
import { PropertyNavigation } from '../../properties/property-navigation.js';
import { PropertyPictureService } from '../../properties/property-pictures.service.js';
import { PropertyPublicationService } from '../../properties/publication.service.js';
import { SelectedListService } from '../../properties/selected-list.service.js';
import { ReferenceModule } from '../../reference/reference.module.js';
import { SettingsService } from '../../reference/settings.service.js';
import { StaffModule } from '../../staff/staff.module.js';
import { StaffService } from '../../staff/staff.service.js';
import { AppointmentsModule } from '../../appointments/appointments.module.js';
import { AppointmentsService } from '../../appointments/appointments.service.js';
import { ChecklistsModule } from '../../checklists/checklists.module.js';
import { ChecklistsService } from '../../checklists/checklists.service.js';
import { DocumentsModule } from '../../documents/documents.module.js';
import { DocumentsService } from '../../documents/documents.service.js';
import { NeighbourhoodsModule } from '../../neighbourhoods/neighbourhoods.module.js';
import { NeighbourhoodsService } from '../../neighbourhoods/neighbourhoods.service.js';
import { TasksModule } from '../../tasks/tasks.module.js';
import { TasksService } from '../../tasks/tasks.service.js';
import { MediaStatisticsModule } from '../../media-statistics/media-statistics.module.js';
import { MediaStatisticsService } from '../../media-statistics/media-statistics.service.js';
import { PersonCategoriesModule } from '../../person-categories/person-categories.module.js';
import { PersonCategoriesService } from '../../person-categories/person-categories.service.js';
import { RelationsModule } from '../../relations/relations.module.js';
import { RelationsService } from '../../relations/relations.service.js';
import { V12Controller } from './v12.controller.js';
import { V12Dispatcher } from './v12-dispatcher.js';
import { V12Transport } from './v12-transport.js';

/** Second interface: the v1.2 Xml and Json operations at /1.2/APIService.svc. */
@Module({
  imports: [
    AccountsModule,
    ChangesModule,
    PropertiesModule,
    PersonsModule,
    HistoryModule,
    ConstructionModule,
    ReferenceModule,
    StaffModule,
    DocumentsModule,
    AppointmentsModule,
    TasksModule,
    ChecklistsModule,
    NeighbourhoodsModule,
    PersonCategoriesModule,
    RelationsModule,
    MediaStatisticsModule,
  ],
  controllers: [V12Controller],
  providers: [
    {
      provide: V12Transport,
      inject: [
        APP_CONFIG,
        AccountsService,
        PropertiesService,
        SelectedListService,
        PersonsService,
        HistoryService,
        ContactService,
        PropertyPublicationService,
        PropertyNavigation,
        PropertyPictureService,
        ConstructionService,
        ProjectPublicationService,
        SettingsService,
        DemandService,
        StaffService,
        DocumentsService,
        AppointmentsService,
        TasksService,
        ChecklistsService,
        NeighbourhoodsService,
        ChangesService,
        PersonCategoriesService,
        RelationsService,
        MediaStatisticsService,
        PasswordResetService,
      ],
      useFactory: (
        config: AppConfig,
        accounts: AccountsService,
        properties: PropertiesService,
        selectedList: SelectedListService,
        persons: PersonsService,
        history: HistoryService,
        contact: ContactService,
        publication: PropertyPublicationService,
        navigation: PropertyNavigation,
        pictures: PropertyPictureService,
        construction: ConstructionService,
        projectPublication: ProjectPublicationService,
        settings: SettingsService,
        demands: DemandService,
        staff: StaffService,
        documents: DocumentsService,
        appointments: AppointmentsService,
        tasks: TasksService,
        checklists: ChecklistsService,
        neighbourhoods: NeighbourhoodsService,
        changes: ChangesService,
        personCategories: PersonCategoriesService,
        relations: RelationsService,
        mediaStatistics: MediaStatisticsService,
        passwordResets: PasswordResetService,
      ) =>
        new V12Transport(config, {
          accounts,
          properties,
          selectedList,
          persons,
          history,
          contact,
          publication,
          navigation,
          pictures,
          construction,
          projectPublication,
          settings,
          demands,
          staff,
          documents,
          appointments,
          tasks,
          checklists,
          neighbourhoods,
          changes,
          personCategories,
          relations,
          mediaStatistics,
          passwordResets,
        }),
    },
    V12Dispatcher,
  ],
})
export class V12Module {}
