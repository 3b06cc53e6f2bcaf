import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** A named entry of one of an agency's own lists, in show order. */
abstract class AgencyChoice {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  agencyId!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'int', default: 0 })
  showOrder!: number;
}

/** A category an agency files persons under (newsletter, investor, …): GetCategoriesList, GetPersonCount. */
@Entity('person_category')
@Index(['agencyId', 'showOrder'])
export class PersonCategory extends AgencyChoice {}

/** A person filed under a category. */
@Entity('person_category_member')
@Index(['agencyId', 'categoryId'])
export class PersonCategoryMember {
  @PrimaryColumn({ type: 'int' })
  personId!: number;

  @PrimaryColumn({ type: 'int' })
  categoryId!: number;

  @Column({ type: 'int' })
  agencyId!: number;
}

/** Where an agency's persons come from (a portal, a panel, word of mouth, …): GetPersonSourceList; a person's sourceId. */
@Entity('person_source')
@Index(['agencyId', 'showOrder'])
export class PersonSource extends AgencyChoice {}
