import { addScreenTexts, type SameKeys } from '../../i18n/screen-texts';

/** The agency settings screen's texts (loaded with it). */
const en = {
  agencySettings: {
    title: 'Agency settings',
    intro: 'How the agency is named and reached, and the language it speaks when nobody asks for another.',
    name: "Agency's name",
    email: 'Contact email',
    emailHint: 'Mails about listings without a responsible agent go here.',
    phone: 'Phone',
    defaultLanguage: 'Default language',
    defaultLanguageHint: 'The language of every answer that names none, on every interface (partner websites too), and of new members of staff.',
    save: 'Save the settings',
    saved: 'Settings saved.',
    unchanged: 'Nothing changed yet.',
    readOnly: 'You can read the settings; only an administrator changes them.',
  },
};

const nl: SameKeys<typeof en> = {
  agencySettings: {
    title: 'Kantoorinstellingen',
    intro: 'Hoe het kantoor heet en bereikbaar is, en de taal die het spreekt als niemand om een andere vraagt.',
    name: 'Naam van het kantoor',
    email: 'Contactadres',
    emailHint: 'Mails over panden zonder verantwoordelijke makelaar komen hier terecht.',
    phone: 'Telefoon',
    defaultLanguage: 'Standaardtaal',
    defaultLanguageHint: 'De taal van elk antwoord dat geen taal vraagt, op alle interfaces (ook de websites van partners), en van nieuwe medewerkers.',
    save: 'Instellingen bewaren',
    saved: 'Instellingen bewaard.',
    unchanged: 'Nog niets gewijzigd.',
    readOnly: 'U kunt de instellingen lezen; alleen een beheerder wijzigt ze.',
  },
};

const fr: SameKeys<typeof en> = {
  agencySettings: {
    title: "Paramètres de l'agence",
    intro: "Le nom de l'agence, comment la joindre, et la langue qu'elle parle quand personne n'en demande une autre.",
    name: "Nom de l'agence",
    email: 'E-mail de contact',
    emailHint: 'Les e-mails sur les biens sans agent responsable arrivent ici.',
    phone: 'Téléphone',
    defaultLanguage: 'Langue par défaut',
    defaultLanguageHint: "La langue de chaque réponse qui n'en demande aucune, sur toutes les interfaces (sites des partenaires compris), et des nouveaux collaborateurs.",
    save: 'Enregistrer les paramètres',
    saved: 'Paramètres enregistrés.',
    unchanged: "Rien n'a encore changé.",
    readOnly: 'Vous pouvez lire les paramètres ; seul un administrateur les modifie.',
  },
};

addScreenTexts({ nl, fr, en });
