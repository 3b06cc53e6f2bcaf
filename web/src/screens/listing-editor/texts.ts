import { addScreenTexts, type SameKeys } from '../../i18n/screen-texts';

/** The listing editor's own texts beyond the shared field labels (loaded with its screen). */
const en = {
  propertyTypes: {
    placeholder: 'Search a type by name',
    noMatch: 'No type has this name.',
    unavailable: 'The list of types cannot be read now; reload the page to try again.',
  },
  unitLink: {
    legend: 'Project and building',
    hint: 'A listing in a construction project is one of its units; its building is one of that project’s.',
    project: 'Project',
    building: 'Building',
    noProject: 'No project',
    noBuilding: 'No building',
    search: 'Search a project by name or reference',
    noMatch: 'No project has this name.',
    chooseProjectFirst: 'Choose a project first.',
    unavailable: 'The projects cannot be read now; reload the page to try again.',
    openProject: 'Open the project',
  },
};

const nl: SameKeys<typeof en> = {
  propertyTypes: {
    placeholder: 'Zoek een type op naam',
    noMatch: 'Geen type heeft deze naam.',
    unavailable: 'De lijst van types kan nu niet gelezen worden; herlaad de pagina om opnieuw te proberen.',
  },
  unitLink: {
    legend: 'Project en gebouw',
    hint: 'Een pand in een nieuwbouwproject is een van zijn units; zijn gebouw is een gebouw van dat project.',
    project: 'Project',
    building: 'Gebouw',
    noProject: 'Geen project',
    noBuilding: 'Geen gebouw',
    search: 'Zoek een project op naam of referentie',
    noMatch: 'Geen project heeft deze naam.',
    chooseProjectFirst: 'Kies eerst een project.',
    unavailable: 'De projecten kunnen nu niet gelezen worden; herlaad de pagina om opnieuw te proberen.',
    openProject: 'Het project openen',
  },
};

const fr: SameKeys<typeof en> = {
  propertyTypes: {
    placeholder: 'Cherchez un type par son nom',
    noMatch: 'Aucun type ne porte ce nom.',
    unavailable: 'La liste des types ne peut pas être lue maintenant ; rechargez la page pour réessayer.',
  },
  unitLink: {
    legend: 'Projet et bâtiment',
    hint: 'Un bien d’un projet neuf est une de ses unités ; son bâtiment est un bâtiment de ce projet.',
    project: 'Projet',
    building: 'Bâtiment',
    noProject: 'Aucun projet',
    noBuilding: 'Aucun bâtiment',
    search: 'Cherchez un projet par nom ou référence',
    noMatch: 'Aucun projet ne porte ce nom.',
    chooseProjectFirst: 'Choisissez d’abord un projet.',
    unavailable: 'Les projets ne peuvent pas être lus maintenant ; rechargez la page pour réessayer.',
    openProject: 'Ouvrir le projet',
  },
};

addScreenTexts({ nl, fr, en });
