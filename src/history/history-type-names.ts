import { HISTORY_TYPES, type LanguageId } from '../common/codes.js';

/** English names of the history types, in words (the code names are identifiers such as PhoneIn). */
const ENGLISH: readonly string[] = [
  'Contact', 'Visit', 'Phone in', 'Phone out', 'Email out', 'Fax out', 'Letter out', 'Email in', 'Fax in',
  'Letter in', 'Handled', 'Website', 'Property entered', 'Property changed', 'New person', 'Person changed',
  'New demand', 'Demand changed', 'Sent', 'Removed', 'Text message out', 'Text message in',
  'Project created', 'Project changed', 'Check-up', 'Company created', 'Company changed',
];

/** Dutch and French names of the history types; other languages use the English names. */
const TRANSLATED: Partial<Record<LanguageId, readonly string[]>> = {
  1: [
    'Contact', 'Bezoek', 'Telefoon in', 'Telefoon uit', 'E-mail uit', 'Fax uit', 'Brief uit', 'E-mail in', 'Fax in',
    'Brief in', 'Behandeld', 'Website', 'Pand ingevoerd', 'Pand gewijzigd', 'Nieuwe persoon', 'Persoon gewijzigd',
    'Nieuwe zoekopdracht', 'Zoekopdracht gewijzigd', 'Verzonden', 'Verwijderd', 'Sms uit', 'Sms in',
    'Project aangemaakt', 'Project gewijzigd', 'Controle', 'Bedrijf aangemaakt', 'Bedrijf gewijzigd',
  ],
  2: [
    'Contact', 'Visite', 'Appel entrant', 'Appel sortant', 'E-mail envoyé', 'Fax envoyé', 'Lettre envoyée', 'E-mail reçu',
    'Fax reçu', 'Lettre reçue', 'Traité', 'Site web', 'Bien encodé', 'Bien modifié', 'Nouvelle personne',
    'Personne modifiée', 'Nouvelle demande', 'Demande modifiée', 'Envoyé', 'Supprimé', 'SMS envoyé', 'SMS reçu',
    'Projet créé', 'Projet modifié', 'Contrôle', 'Société créée', 'Société modifiée',
  ],
};

/** The name of a history type in a language; unknown type ids get null. */
export function historyTypeName(typeId: number, languageId: LanguageId): string | null {
  const english = HISTORY_TYPES[typeId];
  if (english === undefined) return null;
  return TRANSLATED[languageId]?.[typeId] ?? ENGLISH[typeId] ?? english;
}
