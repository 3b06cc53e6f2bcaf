import { addScreenTexts, type SameKeys } from '../i18n/screen-texts';

/** The texts the administration screens share: role descriptions, the shown-once and confirmation dialogs (loaded with those screens). */
const en = {
  administrationTools: {
    roleHelp: {
      viewer: 'Reads everything, changes nothing.',
      editor: 'Also changes listings, pictures, persons, leads and viewings.',
      admin: 'Also manages staff logins, API keys, webhooks and the agency settings.',
    },
    shownOnce: {
      warningTitle: 'Shown only this once',
      copy: 'Copy',
      copied: 'Copied',
      done: 'I have copied it',
    },
  },
};

const nl: SameKeys<typeof en> = {
  administrationTools: {
    roleHelp: {
      viewer: 'Leest alles, wijzigt niets.',
      editor: "Wijzigt ook panden, foto's, personen, leads en bezoeken.",
      admin: 'Beheert ook aanmeldingen, API-sleutels, webhooks en de instellingen van het kantoor.',
    },
    shownOnce: {
      warningTitle: 'Alleen nu getoond',
      copy: 'Kopiëren',
      copied: 'Gekopieerd',
      done: 'Ik heb hem gekopieerd',
    },
  },
};

const fr: SameKeys<typeof en> = {
  administrationTools: {
    roleHelp: {
      viewer: 'Lit tout, ne modifie rien.',
      editor: 'Modifie aussi les biens, photos, personnes, demandes et visites.',
      admin: "Gère aussi les accès, les clés API, les webhooks et les paramètres de l'agence.",
    },
    shownOnce: {
      warningTitle: 'Affiché une seule fois',
      copy: 'Copier',
      copied: 'Copié',
      done: "Je l'ai copié",
    },
  },
};

addScreenTexts({ nl, fr, en });
