import type { Role } from '../session/roles';

/** The screens in the side bar, each shown to the roles that may open it. */
export interface NavigationItem {
  readonly to: '/' | '/listings' | '/audit' | '/leads';
  readonly label: string;
  readonly role: Role;
  /** Matches sub-addresses too (a listing under /listings). */
  readonly fuzzy: boolean;
}

/** The CRM screens' entries: persons, projects, the viewing calendar. */
interface CrmNavigationItem extends Omit<NavigationItem, 'to'> {
  readonly to: '/persons' | '/projects' | '/viewing-slots';
}

export const NAVIGATION: readonly (NavigationItem | CrmNavigationItem)[] = [
  { to: '/', label: 'nav.dashboard', role: 'viewer', fuzzy: false },
  { to: '/listings', label: 'nav.listings', role: 'viewer', fuzzy: true },
  { to: '/leads', label: 'nav.leads', role: 'viewer', fuzzy: true },
  { to: '/persons', label: 'navCrm.persons', role: 'viewer', fuzzy: true },
  { to: '/projects', label: 'navCrm.projects', role: 'viewer', fuzzy: true },
  { to: '/viewing-slots', label: 'navCrm.viewingSlots', role: 'viewer', fuzzy: true },
];

/** The side bar's Administration group (AdministrationNav): admins only. */
export interface AdministrationItem {
  readonly to: '/staff' | '/api-keys' | '/webhooks' | '/audit' | '/settings';
  readonly label: string;
}

export const ADMINISTRATION: readonly AdministrationItem[] = [
  { to: '/staff', label: 'administration.staff' },
  { to: '/api-keys', label: 'administration.apiKeys' },
  { to: '/webhooks', label: 'administration.webhooks' },
  { to: '/audit', label: 'nav.audit' },
  { to: '/settings', label: 'administration.settings' },
];
