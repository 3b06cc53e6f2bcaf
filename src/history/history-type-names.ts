import { HISTORY_TYPES, type LanguageId } from '../common/codes.js';

/** Dutch and French names of the history types; other languages use the English code names. */
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
  return TRANSLATED[languageId]?.[typeId] ?? english;
}
