import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A person's relation to a property or a project other than ownership (owners are property_owner
 * rows): candidate buyer or tenant, tenant, buyer, … (OBJECT_RELATION_TYPES). Exactly one of
 * propertyId and projectId is set.
 */
@Entity('object_relation')
@Index(['agencyId', 'propertyId'])
@Index(['agencyId', 'projectId'])
@Index(['agencyId', 'personId'])
export class ObjectRelation {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  agencyId!: number;

  @Column({ type: 'int' })
  personId!: number;

  @Column({ type: 'int', nullable: true })
  propertyId!: number | null;

  @Column({ type: 'int', nullable: true })
  projectId!: number | null;

  @Column({ type: 'int' })
  typeId!: number;

  @Column({ type: 'datetime' })
  createdAt!: Date;
}

/** A relation between two persons of an agency (parent, spouse, …: PERSON_RELATION_TYPES), stored once per pair. */
@Entity('person_link')
@Index(['agencyId', 'personId', 'relatedPersonId'], { unique: true })
@Index(['agencyId', 'relatedPersonId'])
export class PersonLink {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  agencyId!: number;

  @Column({ type: 'int' })
  personId!: number;

  @Column({ type: 'int' })
  relatedPersonId!: number;

  @Column({ type: 'int' })
  typeId!: number;

  @Column({ type: 'datetime' })
  createdAt!: Date;
}
