import { createRootRoute, createRoute, createRouter, lazyRouteComponent, Outlet, redirect } from '@tanstack/react-router';
import { NotFound } from './components/NotFound';
import { queryClient } from './query-client';
import { parseAuditSearch } from './screens/audit/search';
import { parseLeadsSearch } from './screens/leads/search';
import { parseListingsSearch } from './screens/listings/search';
import { parsePersonsSearch } from './screens/persons/search';
import { parseProjectsSearch } from './screens/projects/search';
import { parseViewingSlotsSearch } from './screens/viewing-slots/search';
import { sessionQuery } from './session/SessionProvider';

/**
 * The back-office's addresses under /admin/. Each screen is its own chunk, loaded when first
 * visited (the first screen stays light); the signed-out screens sit in the public layout, the
 * rest in the application layout, which sends a visitor without a session to sign in.
 */
const rootRoute = createRootRoute({ component: Outlet, notFoundComponent: () => <NotFound /> });

const publicLayout = createRoute({ getParentRoute: () => rootRoute, id: 'public', component: lazyRouteComponent(() => import('./components/PublicLayout'), 'PublicLayout') });
const signIn = createRoute({
  getParentRoute: () => publicLayout,
  path: 'sign-in',
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => (typeof search['redirect'] === 'string' ? { redirect: search['redirect'] } : {}),
  component: lazyRouteComponent(() => import('./screens/sign-in/SignInScreen'), 'SignInScreen'),
});
const forgotPassword = createRoute({
  getParentRoute: () => publicLayout,
  path: 'forgot-password',
  component: lazyRouteComponent(() => import('./screens/forgot-password/ForgotPasswordScreen'), 'ForgotPasswordScreen'),
});
/** The page a reset mail links to (/admin/password-reset?token=…, named by the staff-auth domain). */
const passwordReset = createRoute({
  getParentRoute: () => publicLayout,
  path: 'password-reset',
  validateSearch: (search: Record<string, unknown>): { token?: string } => (typeof search['token'] === 'string' ? { token: search['token'] } : {}),
  component: lazyRouteComponent(() => import('./screens/password-reset/PasswordResetScreen'), 'PasswordResetScreen'),
});

const appLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  // Without a session: to sign in, and back here afterwards.
  beforeLoad: async ({ location }) => {
    const session = await queryClient.ensureQueryData(sessionQuery).catch(() => null);
    if (!session) throw redirect({ to: '/sign-in', search: { redirect: location.href } });
  },
  component: lazyRouteComponent(() => import('./components/AppLayout'), 'AppLayout') });
const dashboard = createRoute({
  getParentRoute: () => appLayout,
  path: '/',
  component: lazyRouteComponent(() => import('./screens/dashboard/DashboardScreen'), 'DashboardScreen'),
});
const listings = createRoute({
  getParentRoute: () => appLayout,
  path: 'listings',
  validateSearch: parseListingsSearch,
  component: lazyRouteComponent(() => import('./screens/listings/ListingsScreen'), 'ListingsScreen'),
});
const newListing = createRoute({
  getParentRoute: () => appLayout,
  path: 'listings/new',
  component: lazyRouteComponent(() => import('./screens/listing-editor/ListingEditorScreen'), 'NewListingScreen'),
});
const listing = createRoute({
  getParentRoute: () => appLayout,
  path: 'listings/$listingId',
  component: lazyRouteComponent(() => import('./screens/listing-editor/ListingEditorScreen'), 'ListingEditorScreen'),
});

const listingPictures = createRoute({
  getParentRoute: () => appLayout,
  path: 'listings/$listingId/pictures',
  component: lazyRouteComponent(() => import('./screens/pictures/PicturesScreen'), 'PicturesScreen'),
});
const listingDocuments = createRoute({
  getParentRoute: () => appLayout,
  path: 'listings/$listingId/documents',
  component: lazyRouteComponent(() => import('./screens/documents/DocumentsScreen'), 'DocumentsScreen'),
});
const leads = createRoute({
  getParentRoute: () => appLayout,
  path: 'leads',
  validateSearch: parseLeadsSearch,
  component: lazyRouteComponent(() => import('./screens/leads/LeadsScreen'), 'LeadsScreen'),
});
const lead = createRoute({
  getParentRoute: () => appLayout,
  path: 'leads/$leadId',
  component: lazyRouteComponent(() => import('./screens/leads/LeadScreen'), 'LeadScreen'),
});

const audit = createRoute({
  getParentRoute: () => appLayout,
  path: 'audit',
  validateSearch: parseAuditSearch,
  component: lazyRouteComponent(() => import('./screens/audit/AuditScreen'), 'AuditScreen'),
});

/** Administration (admins only: AdministrationLayout tells anyone else so): staff and logins, API keys, webhooks, settings. */
const administration = createRoute({
  getParentRoute: () => appLayout,
  id: 'administration',
  component: lazyRouteComponent(() => import('./components/AdministrationLayout'), 'AdministrationLayout'),
});
const staff = createRoute({
  getParentRoute: () => administration,
  path: 'staff',
  component: lazyRouteComponent(() => import('./screens/staff/StaffScreen'), 'StaffScreen'),
});
const apiKeys = createRoute({
  getParentRoute: () => administration,
  path: 'api-keys',
  component: lazyRouteComponent(() => import('./screens/api-keys/ApiKeysScreen'), 'ApiKeysScreen'),
});
const webhooks = createRoute({
  getParentRoute: () => administration,
  path: 'webhooks',
  component: lazyRouteComponent(() => import('./screens/webhooks/WebhooksScreen'), 'WebhooksScreen'),
});
const webhook = createRoute({
  getParentRoute: () => administration,
  path: 'webhooks/$webhookId',
  validateSearch: (search: Record<string, unknown>): { cursor?: string } => (typeof search['cursor'] === 'string' ? { cursor: search['cursor'].slice(0, 1000) } : {}),
  component: lazyRouteComponent(() => import('./screens/webhooks/WebhookScreen'), 'WebhookScreen'),
});
const settings = createRoute({
  getParentRoute: () => administration,
  path: 'settings',
  component: lazyRouteComponent(() => import('./screens/settings/SettingsScreen'), 'SettingsScreen'),
});

// The CRM screens: persons and their demands, construction projects, the viewing calendar.
const persons = createRoute({
  getParentRoute: () => appLayout,
  path: 'persons',
  validateSearch: parsePersonsSearch,
  component: lazyRouteComponent(() => import('./screens/persons/PersonsScreen'), 'PersonsScreen'),
});
const person = createRoute({
  getParentRoute: () => appLayout,
  path: 'persons/$personId',
  component: lazyRouteComponent(() => import('./screens/persons/PersonScreen'), 'PersonScreen'),
});
const projects = createRoute({
  getParentRoute: () => appLayout,
  path: 'projects',
  validateSearch: parseProjectsSearch,
  component: lazyRouteComponent(() => import('./screens/projects/ProjectsScreen'), 'ProjectsScreen'),
});
const project = createRoute({
  getParentRoute: () => appLayout,
  path: 'projects/$projectId',
  component: lazyRouteComponent(() => import('./screens/projects/ProjectScreen'), 'ProjectScreen'),
});
const viewingSlots = createRoute({
  getParentRoute: () => appLayout,
  path: 'viewing-slots',
  validateSearch: parseViewingSlotsSearch,
  component: lazyRouteComponent(() => import('./screens/viewing-slots/ViewingSlotsScreen'), 'ViewingSlotsScreen'),
});
const crmRoutes = [persons, person, projects, project, viewingSlots];

const routeTree = rootRoute.addChildren([
  publicLayout.addChildren([signIn, forgotPassword, passwordReset]),
  appLayout.addChildren([dashboard, listings, newListing, listing, audit, listingPictures, listingDocuments, leads, lead, ...crmRoutes, administration.addChildren([staff, apiKeys, webhooks, webhook, settings])]),
]);

export const router = createRouter({ routeTree, basepath: '/admin', defaultPreload: 'intent', scrollRestoration: true });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
