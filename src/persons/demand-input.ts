import { GOALS } from '../common/codes.js';
import { InvalidInputError } from '../common/errors.js';
import type { Demand } from './persons.entities.js';

/** Criteria of a new demand; lists empty or absent mean "any". */
export interface DemandInput {
  readonly goal?: number | null;
  readonly priceFrom?: number | null;
  readonly priceTo?: number | null;
  readonly minRoom?: number | null;
  readonly typeIds?: readonly number[] | null;
  readonly zips?: readonly string[] | null;
  readonly geographicIds?: readonly number[] | null;
  readonly cityNames?: readonly string[] | null;
  readonly comment?: string | null;
  readonly mailAlert?: boolean | null;
}

export type DemandColumns = Pick<
  Demand,
  'goal' | 'priceFrom' | 'priceTo' | 'minRoom' | 'typeIds' | 'zips' | 'geographicIds' | 'cityNames' | 'comment' | 'mailAlert'
>;

const MAX_PRICE = 999_999_999_999;

/** True when the input names at least one criterion (or a comment), i.e. a demand should be stored. */
export function hasDemandCriteria(input: DemandInput | null | undefined): input is DemandInput {
  if (!input) return false;
  const lists = [input.typeIds, input.zips, input.geographicIds, input.cityNames];
  return (
    (input.goal !== null && input.goal !== undefined) ||
    (input.priceFrom ?? 0) > 0 ||
    (input.priceTo ?? 0) > 0 ||
    (input.minRoom ?? 0) > 0 ||
    lists.some((list) => (list?.length ?? 0) > 0) ||
    (input.comment ?? '').trim() !== ''
  );
}

function price(field: string, value: number | null | undefined): number | null {
  if (value === null || value === undefined || value === 0) return null;
  if (!Number.isFinite(value) || value < 0 || value > MAX_PRICE) throw new InvalidInputError(field, `must be a price from 0 to ${MAX_PRICE}`);
  return Math.round(value * 100) / 100;
}

function ids(field: string, values: readonly number[] | null | undefined): string {
  const list = values ?? [];
  for (const id of list) if (!Number.isInteger(id) || id <= 0) throw new InvalidInputError(field, `must list positive whole numbers, got ${id}`);
  return [...new Set(list)].join(',');
}

function texts(field: string, values: readonly string[] | null | undefined): string {
  const list = (values ?? []).map((value) => value.trim()).filter((value) => value !== '');
  for (const value of list) if (value.includes(',')) throw new InvalidInputError(field, `items must not contain commas, got "${value}"`);
  return [...new Set(list)].join(',');
}

function bounded(field: string, joined: string, max: number): string {
  if (joined.length > max) throw new InvalidInputError(field, `lists too many items (at most ${max} characters)`);
  return joined;
}

/** Validates demand criteria into column values; bad items throw InvalidInputError naming the field. */
export function demandColumns(input: DemandInput): DemandColumns {
  const goal = input.goal ?? 0;
  if (!(goal in GOALS) || !Number.isInteger(goal)) throw new InvalidInputError('Goal', `must be 0 (sale), 1 (rent) or 2 (take-over), got ${goal}`);
  const priceFrom = price('PriceFrom', input.priceFrom);
  const priceTo = price('PriceTo', input.priceTo);
  if (priceFrom !== null && priceTo !== null && priceFrom > priceTo) throw new InvalidInputError('PriceTo', 'must not be below PriceFrom');
  const minRoom = input.minRoom ?? 0;
  if (!Number.isInteger(minRoom) || minRoom < 0 || minRoom > 100) throw new InvalidInputError('MinRoom', `must be a whole number from 0 to 100, got ${minRoom}`);
  const comment = (input.comment ?? '').trim();
  if (comment.length > 10_000) throw new InvalidInputError('Comment', 'must be at most 10000 characters');
  return {
    goal,
    priceFrom,
    priceTo,
    minRoom,
    typeIds: bounded('TypeIDs', ids('TypeIDs', input.typeIds), 500),
    zips: bounded('Zips', texts('Zips', input.zips), 500),
    geographicIds: bounded('GeographicIDs', ids('GeographicIDs', input.geographicIds), 500),
    cityNames: bounded('CityNames', texts('CityNames', input.cityNames), 1000),
    comment: comment === '' ? null : comment,
    mailAlert: input.mailAlert ?? false,
  };
}

/**
 * What a change of a demand names: the criteria the input gives (a value, or an explicit 0 price
 * to clear it); absent values, empty lists and an absent mail-alert flag leave the stored ones as
 * they are. Validated like demandColumns.
 */
export function demandChanges(input: DemandInput): Partial<DemandColumns> {
  const full = demandColumns(input);
  const given = (value: unknown) => value !== null && value !== undefined;
  const changes: Partial<DemandColumns> = {};
  if (given(input.goal)) changes.goal = full.goal;
  if (given(input.priceFrom)) changes.priceFrom = full.priceFrom;
  if (given(input.priceTo)) changes.priceTo = full.priceTo;
  if (given(input.minRoom)) changes.minRoom = full.minRoom;
  if (full.typeIds !== '') changes.typeIds = full.typeIds;
  if (full.zips !== '') changes.zips = full.zips;
  if (full.geographicIds !== '') changes.geographicIds = full.geographicIds;
  if (full.cityNames !== '') changes.cityNames = full.cityNames;
  if (full.comment !== null) changes.comment = full.comment;
  if (given(input.mailAlert)) changes.mailAlert = full.mailAlert;
  return changes;
}

/** Whether a search of `criteria` is about the places of `demand`: the same zips, zones and cities, or no places named. */
export function samePlaces(demand: Pick<DemandColumns, 'zips' | 'geographicIds' | 'cityNames'>, criteria: Pick<DemandColumns, 'zips' | 'geographicIds' | 'cityNames'>): boolean {
  const set = (joined: string | null) => [...new Set((joined ?? '').split(',').filter((item) => item !== '').map((item) => item.toLowerCase()))].sort().join(',');
  const places = (value: typeof criteria) => [set(value.zips), set(value.geographicIds), set(value.cityNames)];
  if (places(criteria).every((list) => list === '')) return true;
  return places(demand).join('|') === places(criteria).join('|');
}
