import { addScreenTexts, type SameKeys } from '../i18n/screen-texts';

/** The texts of the upload list (UploadArea), loaded with the screens that upload: pictures, documents. */
const en = {
  uploads: {
    title: 'Uploads',
    queued: 'Waiting',
    uploading: 'Uploading {{percent}} %',
    uploaded: 'Added',
    failed: 'Not added: {{reason}}',
    progressOf: 'Upload of {{name}}',
    clear: 'Clear finished uploads',
  },
};

const nl: SameKeys<typeof en> = {
  uploads: {
    title: 'Uploads',
    queued: 'Wacht',
    uploading: 'Bezig met uploaden {{percent}} %',
    uploaded: 'Toegevoegd',
    failed: 'Niet toegevoegd: {{reason}}',
    progressOf: 'Upload van {{name}}',
    clear: 'Afgewerkte uploads wissen',
  },
};

const fr: SameKeys<typeof en> = {
  uploads: {
    title: 'Envois',
    queued: 'En attente',
    uploading: 'Envoi {{percent}} %',
    uploaded: 'Envoi terminé',
    failed: 'Échec de l’envoi : {{reason}}',
    progressOf: 'Envoi de {{name}}',
    clear: 'Effacer les envois terminés',
  },
};

addScreenTexts({ nl, fr, en });
