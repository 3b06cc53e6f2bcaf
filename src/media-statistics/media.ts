/** The media (the agency's website and the portals) whose views are counted per day. */
export const MEDIA: Readonly<Record<number, string>> = {
  1: 'Agency website',
  2: 'Immoweb',
  3: 'Zimmo',
  4: 'Immovlan',
  5: 'Logic-Immo',
  6: 'Realo',
};

/** Media id 0 in a grouped answer: all portals together (IsGroupAllPortals). */
export const ALL_PORTALS = 0;
export const ALL_PORTALS_NAME = 'All portals';

/** The agency's own website among MEDIA: its views are the stored figures plus the visits the service records. */
export const WEBSITE_MEDIUM = 1;
