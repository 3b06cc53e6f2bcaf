import { addScreenTexts, type SameKeys } from '../i18n/screen-texts';

/** The texts of the side bar's Administration group and of the administration frame (loaded with the application layout: keep it small). */
const en = {
  administration: {
    title: 'Administration',
    staff: 'Staff and logins',
    apiKeys: 'API keys',
    webhooks: 'Webhooks',
    settings: 'Agency settings',
    adminsOnlyTitle: 'For administrators',
    adminsOnly: 'Only an administrator of your agency can open this page. Ask one if you need something changed here.',
  },
};

const nl: SameKeys<typeof en> = {
  administration: {
    title: 'Beheer',
    staff: 'Medewerkers en aanmeldingen',
    apiKeys: 'API-sleutels',
    webhooks: 'Webhooks',
    settings: 'Kantoorinstellingen',
    adminsOnlyTitle: 'Voor beheerders',
    adminsOnly: 'Alleen een beheerder van uw kantoor kan deze pagina openen. Vraag het aan een beheerder als hier iets moet veranderen.',
  },
};

const fr: SameKeys<typeof en> = {
  administration: {
    title: 'Administration',
    staff: 'Collaborateurs et accès',
    apiKeys: 'Clés API',
    webhooks: 'Webhooks',
    settings: "Paramètres de l'agence",
    adminsOnlyTitle: 'Réservé aux administrateurs',
    adminsOnly: "Seul un administrateur de votre agence peut ouvrir cette page. Adressez-vous à l'un d'eux si quelque chose doit changer ici.",
  },
};

addScreenTexts({ nl, fr, en });
