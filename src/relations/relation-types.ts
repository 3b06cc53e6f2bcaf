/**
 * Kinds of relation between a person and a property or project. 1 Owner is the property_owner
 * table (GetPersonOfProperty, GetRelatedProperties); the others are object_relation rows.
 */
export const OBJECT_RELATION_TYPES: Readonly<Record<number, string>> = {
  1: 'Owner',
  2: 'Candidate',
  3: 'Tenant',
  4: 'Buyer',
  5: 'Notary',
  6: 'Interested',
};
export const OWNER_RELATION = 1;
export const CANDIDATE_RELATION = 2;

/** Kinds of relation between two persons (the client libraries' RelationType codes). */
export const PERSON_RELATION_TYPES: Readonly<Record<number, string>> = {
  1: 'Parent',
  2: 'Sibling',
  3: 'Spouse',
  4: 'Living together',
  5: 'Other',
  6: 'Family',
  7: 'Child',
};

/**
 * The kind a relation has seen from its other side: a directed kind has an inverse (the parent's
 * child), the others are symmetric. A relation is stored once per pair with the kind the related
 * person is to the person (`person_link.type_id`: related_person_id is person_id's parent).
 */
export function inversePersonRelation(typeId: number): number {
  return typeId === 1 ? 7 : typeId === 7 ? 1 : typeId;
}
