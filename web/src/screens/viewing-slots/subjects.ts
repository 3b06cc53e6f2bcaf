import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getProject } from '../../api/projects';
import { getProperty } from '../../api/properties';
import type { ViewingSlot } from '../../api/viewing-slots';

/** What a slot is on, as an agent recognises it: the listing's reference and address, or the project's name. */
export interface SlotSubject {
  readonly label: string;
  readonly address: string | null;
  readonly kind: 'listing' | 'project';
  readonly id: number;
}

/**
 * The listings and projects the slots are on, each read once (and shared with the other screens'
 * caches): a week's slots name a handful of them.
 */
export function useSlotSubjects(slots: readonly ViewingSlot[]): (slot: ViewingSlot) => SlotSubject | null {
  const { t } = useTranslation();
  const propertyIds = [...new Set(slots.flatMap((slot) => (slot.propertyId === null ? [] : [slot.propertyId])))];
  const projectIds = [...new Set(slots.flatMap((slot) => (slot.propertyId === null && slot.projectId !== null ? [slot.projectId] : [])))];
  const properties = useQueries({ queries: propertyIds.map((id) => ({ queryKey: ['properties', id], queryFn: () => getProperty(id), staleTime: 60_000, retry: false })) });
  const projects = useQueries({ queries: projectIds.map((id) => ({ queryKey: ['projects', id], queryFn: () => getProject(id), staleTime: 60_000, retry: false })) });
  const propertyOf = new Map(propertyIds.map((id, index) => [id, properties[index]?.data?.data]));
  const projectOf = new Map(projectIds.map((id, index) => [id, projects[index]?.data]));
  return (slot) => {
    if (slot.propertyId !== null) {
      const property = propertyOf.get(slot.propertyId);
      const address = property ? [[property.street, property.houseNumber].filter(Boolean).join(' '), property.city].filter(Boolean).join(', ') || null : null;
      return { kind: 'listing', id: slot.propertyId, label: property?.reference || property?.ident || t('slots.listing', { id: slot.propertyId }), address };
    }
    if (slot.projectId !== null) {
      const project = projectOf.get(slot.projectId);
      return { kind: 'project', id: slot.projectId, label: project?.name || t('slots.project', { id: slot.projectId }), address: project ? [project.street, project.city].filter(Boolean).join(', ') || null : null };
    }
    return null;
  };
}
