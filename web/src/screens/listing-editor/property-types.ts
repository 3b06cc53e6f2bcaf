import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listPropertyTypes, type PropertyType } from '../../api/reference';

export interface TypeOption {
  readonly value: string;
  readonly label: string;
}

/** A type's name in `language`, else English, else any name it has, else its code. */
function nameIn(type: PropertyType, language: string): string {
  return type.names[language] ?? type.names['en'] ?? Object.values(type.names).find((name) => name) ?? `#${type.id}`;
}

/**
 * The property types as options of the editor's type field, named in the interface language: a
 * main type by its name, a sub-type after its main type ("House › Villa"), so searching for
 * either finds it; in the show order, each main type followed by its sub-types.
 */
export function typeOptions(types: readonly PropertyType[], language: string): TypeOption[] {
  const byId = new Map(types.map((type) => [type.id, type]));
  const mains = types.filter((type) => type.mainTypeId === type.id);
  const options: TypeOption[] = [];
  for (const main of mains) {
    options.push({ value: String(main.id), label: nameIn(main, language) });
    for (const sub of types.filter((type) => type.mainTypeId === main.id && type.id !== main.id)) {
      options.push({ value: String(sub.id), label: `${nameIn(main, language)} › ${nameIn(sub, language)}` });
    }
  }
  // A type whose main type is missing from the list still shows.
  for (const type of types) if (!options.some((option) => option.value === String(type.id))) options.push({ value: String(type.id), label: nameIn(byId.get(type.id)!, language) });
  return options;
}

/** The property types (read once per visit: reference data changes with a release, not a click). */
export function usePropertyTypes() {
  const { i18n } = useTranslation();
  const query = useQuery({ queryKey: ['reference', 'property-types'], queryFn: listPropertyTypes, staleTime: Infinity, gcTime: Infinity });
  const options = typeOptions(query.data ?? [], i18n.language);
  const labels = new Map(options.map((option) => [option.value, option.label]));
  const own = new Map((query.data ?? []).map((type) => [type.id, nameIn(type, i18n.language)]));
  return {
    options,
    isPending: query.isPending,
    isError: query.isError,
    /** The name of a type code, or the code itself while the list loads or for an unknown one. */
    nameOf: (id: number) => labels.get(String(id)) ?? `#${id}`,
    /** The type's own name, without its main type ("Villa", not "House › Villa"): for a table's narrow column. */
    shortNameOf: (id: number) => own.get(id) ?? `#${id}`,
  };
}
