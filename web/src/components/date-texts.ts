import { addScreenTexts, type SameKeys } from '../i18n/screen-texts';

/** The date and time fields' own words (their calendar's buttons, the time's parts); loaded with the screens that have such fields. */
const en = {
  dates: {
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    previousYear: 'Previous year',
    nextYear: 'Next year',
    previousDecade: 'Previous decade',
    nextDecade: 'Next decade',
    hours: '{{field}}: hours',
    minutes: '{{field}}: minutes',
  },
};

const nl: SameKeys<typeof en> = {
  dates: {
    previousMonth: 'Vorige maand',
    nextMonth: 'Volgende maand',
    previousYear: 'Vorig jaar',
    nextYear: 'Volgend jaar',
    previousDecade: 'Vorig decennium',
    nextDecade: 'Volgend decennium',
    hours: '{{field}}: uren',
    minutes: '{{field}}: minuten',
  },
};

const fr: SameKeys<typeof en> = {
  dates: {
    previousMonth: 'Mois précédent',
    nextMonth: 'Mois suivant',
    previousYear: 'Année précédente',
    nextYear: 'Année suivante',
    previousDecade: 'Décennie précédente',
    nextDecade: 'Décennie suivante',
    hours: '{{field}} : heures',
    minutes: '{{field}} : minutes',
  },
};

addScreenTexts({ nl, fr, en });
