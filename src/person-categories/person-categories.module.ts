import { Module } from '@nestjs/common';
import { PersonCategoriesService } from './person-categories.service.js';

/** Person categories and person sources of an agency. */
@Module({
  providers: [PersonCategoriesService],
  exports: [PersonCategoriesService],
})
export class PersonCategoriesModule {}
