import type { Person } from '../../api/persons';

/** How a person is named in lists and headings: first name and name, else the email address, else the id. */
export function personName(person: Pick<Person, 'id' | 'name' | 'firstName' | 'email'>): string {
  return [person.firstName, person.name].filter(Boolean).join(' ') || person.email || `#${person.id}`;
}

/** The address titles (AddressTitle / LetterTitle codes of the domain), worded as the letters to the person are: in their language. */
export const ADDRESS_TITLES: Readonly<Record<number, string>> = { 1: 'De heer', 2: 'Mevrouw', 3: 'De heer en mevrouw', 4: 'Monsieur', 5: 'Madame', 6: 'Monsieur et Madame', 7: 'Mr', 8: 'Mrs', 9: 'Mr and Mrs' };
/** The languages a person can be written to in (LanguageID 1 … 6), by their codes. */
export const PERSON_LANGUAGES: Readonly<Record<number, string>> = { 1: 'nl', 2: 'fr', 3: 'en', 4: 'de', 5: 'es', 6: 'ca' };
