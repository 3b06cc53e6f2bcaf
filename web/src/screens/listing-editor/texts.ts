import { addScreenTexts, type SameKeys } from '../../i18n/screen-texts';

/** The listing editor's own texts beyond the shared field labels (loaded with its screen). */
const en = {
  propertyTypes: {
    placeholder: 'Search a type by name',
    noMatch: 'No type has this name.',
    unavailable: 'The list of types cannot be read now; reload the page to try again.',
  },
};

const nl: SameKeys<typeof en> = {
  propertyTypes: {
    placeholder: 'Zoek een type op naam',
    noMatch: 'Geen type heeft deze naam.',
    unavailable: 'De lijst van types kan nu niet gelezen worden; herlaad de pagina om opnieuw te proberen.',
  },
};

const fr: SameKeys<typeof en> = {
  propertyTypes: {
    placeholder: 'Cherchez un type par son nom',
    noMatch: 'Aucun type ne porte ce nom.',
    unavailable: 'La liste des types ne peut pas être lue maintenant ; rechargez la page pour réessayer.',
  },
};

addScreenTexts({ nl, fr, en });
