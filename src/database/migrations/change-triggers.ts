import type { DialectStatements } from './dialect-migration.js';

/**
 * The change log's one mechanism: database triggers that append a row to `change_event` in the
 * writing transaction itself, whatever wrote (the API, the CLI, the import, the seeding, a bulk
 * load or an operator's SQL). Each watched table is one declaration below; a migration turns a
 * list of declarations into the trigger statements of both dialects (docs/sync.md, "How changes
 * are recorded"). Adding a resource's part is one `PartSource` in a new migration (the
 * documents' migration is the example).
 *
 * What the triggers record, by the visibility a partner has of the record:
 * - a record inserted published: `Created`; updated: `Changed` while published before and after,
 *   `Published` when it became visible, `Withdrawn` when it left; deleted: `Deleted`;
 *   changes of a record that is unpublished before and after are invisible and not recorded;
 * - a part (texts, pictures, …) inserted, updated or deleted: `Changed` on its published owner,
 *   with the part's reason;
 * - related records (a project and its units) tell each other: a published unit whose project
 *   changed gets `Changed` with reason `Project`, a published project whose unit changed gets
 *   `Changed` with reason `Unit`.
 * The event's sequence is stamped after commit by the sequencer (src/changes/change-sequencer.ts).
 */

/** A table whose rows partners read as records of a resource. */
export interface RecordSource {
  readonly table: string;
  readonly resource: string;
  /**
   * SQL condition, over the row alias given, that holds while partners can see the record by its
   * own row (with `hiddenBy`, also its parent must not hide it: see `publishedSql`).
   */
  readonly published: (row: string) => string;
  /** A parent record that hides this one while it is unpublished (a withdrawn project hides its units). */
  readonly hiddenBy?: HidingParent;
}

/** The parent of `RecordSource.hiddenBy`: its table, the record's column holding its id, and when it hides. */
export interface HidingParent {
  readonly table: string;
  readonly column: string;
  /** SQL condition, over the parent's row alias given, that holds while it hides its children. */
  readonly hides: (row: string) => string;
}

/**
 * The whole condition under which partners see a record of `source`, over the row alias given:
 * its own condition and, with a hiding parent, no such parent hiding it (a record without a
 * parent, or whose parent is gone, is not hidden).
 */
export function publishedSql(source: RecordSource, row: string): string {
  const parent = source.hiddenBy;
  if (!parent) return source.published(row);
  return `(${source.published(row)}) AND NOT EXISTS (SELECT 1 FROM ${parent.table} h WHERE h.id = ${row}.${parent.column} AND ${parent.hides('h')})`;
}

/** A table whose rows belong to a record (texts, pictures, documents): changing them changes the record. */
export interface PartSource {
  readonly table: string;
  readonly owner: RecordSource;
  /** The column holding the owner's id. */
  readonly ownerColumn: string;
  /** The event's reason, e.g. `Pictures`. */
  readonly reason: string;
  /**
   * The triggers' name stem; default the table's name. A table holding parts of several owners
   * (documents of properties and of projects) declares one part per owner, each with its own stem.
   */
  readonly name?: string;
  /**
   * SQL condition, over the part's row alias given, that holds while partners see the row as
   * part of its owner; default always. Its change is recorded only on the owner it was visible under
   * (before: OLD, after: NEW).
   */
  readonly visible?: (row: string) => string;
}

/** Records of `child` that belong to a record of `parent` through `child.column` (units of a project). */
export interface RelatedSource {
  readonly parent: RecordSource;
  readonly child: RecordSource;
  readonly column: string;
  /** Reason of the child's event when its parent changed. */
  readonly childReason: string;
  /** Reason of the parent's event when one of its children changed. */
  readonly parentReason: string;
}

export interface ChangeSources {
  readonly records?: readonly RecordSource[];
  readonly parts?: readonly PartSource[];
  readonly related?: readonly RelatedSource[];
}

type Dialect = 'sqlite' | 'mysql';

const EVENT_COLUMNS = ['agency_id', 'resource', 'record_key', 'kind', 'reason', 'occurred_at'];

function quote(dialect: Dialect, name: string): string {
  return dialect === 'sqlite' ? `"${name}"` : `\`${name}\``;
}

function now(dialect: Dialect): string {
  return dialect === 'sqlite' ? "strftime('%Y-%m-%d %H:%M:%f', 'now')" : 'UTC_TIMESTAMP(3)';
}

function text(value: string): string {
  if (!/^[A-Za-z]+$/.test(value)) throw new Error(`A change-log name must be letters only: ${value}`);
  return `'${value}'`;
}

/** SQLite: `INSERT INTO change_event (…) SELECT <values> [FROM …] [WHERE …]`. */
function insertSelect(values: readonly string[], from: string, where: string): string {
  const columns = EVENT_COLUMNS.map((column) => quote('sqlite', column)).join(', ');
  return `INSERT INTO "change_event" (${columns}) SELECT ${values.join(', ')}${from ? ` FROM ${from}` : ''}${where ? ` WHERE ${where}` : ''}`;
}

let cursorNumber = 0;

/**
 * MariaDB: never INSERT … SELECT in a trigger. That statement takes the table's AUTO-INC lock
 * for its whole run and shared locks on the rows it reads, so two writers (a unit's insert and
 * its project's update) could deadlock. Instead the rows are read first (a cursor, or a plain
 * condition) and each event is a single-row INSERT … VALUES, which takes the AUTO-INC lock only
 * for the moment it allocates the id. The rows are read with a shared lock, the latest committed
 * version: a plain read would see the transaction's snapshot, so a picture or document added while
 * another transaction withdraws its owner could log `Changed` after that `Withdrawn` (a partner
 * would bring the withdrawn record back). Locked, the withdrawal waits for the addition, or the
 * addition sees the withdrawal.
 */
function insertValues(values: readonly string[], from: string, where: string): string {
  const columns = EVENT_COLUMNS.map((column) => quote('mysql', column)).join(', ');
  if (!from) {
    const insert = `INSERT INTO \`change_event\` (${columns}) VALUES (${values.join(', ')})`;
    return where ? `IF ${where} THEN ${insert}; END IF` : insert;
  }
  const n = ++cursorNumber;
  const names = EVENT_COLUMNS.map((_, i) => `v${n}_${i}`);
  const types = ['INT', 'VARCHAR(20)', 'INT', 'VARCHAR(20)', 'VARCHAR(20)', 'DATETIME(3)'];
  return [
    `BEGIN DECLARE done${n} INT DEFAULT 0`,
    ...names.map((name, i) => `DECLARE ${name} ${types[i]}`),
    `DECLARE rows${n} CURSOR FOR SELECT ${values.join(', ')} FROM ${from}${where ? ` WHERE ${where}` : ''} LOCK IN SHARE MODE`,
    `DECLARE CONTINUE HANDLER FOR NOT FOUND SET done${n} = 1`,
    `OPEN rows${n}`,
    `read${n}: LOOP FETCH rows${n} INTO ${names.join(', ')}; IF done${n} = 1 THEN LEAVE read${n}; END IF; INSERT INTO \`change_event\` (${columns}) VALUES (${names.join(', ')}); END LOOP`,
    `CLOSE rows${n}; END`,
  ].join('; ');
}

function append(dialect: Dialect, values: readonly string[], from = '', where = ''): string {
  return dialect === 'sqlite' ? insertSelect(values, from, where) : insertValues(values, from, where);
}

interface Trigger {
  readonly name: string;
  readonly table: string;
  readonly timing: 'INSERT' | 'UPDATE' | 'DELETE';
  readonly body: readonly string[];
}

function createTrigger(dialect: Dialect, trigger: Trigger): string {
  const q = (name: string) => quote(dialect, name);
  const body = trigger.body.map((statement) => `${statement};`).join(' ');
  return `CREATE TRIGGER ${q(trigger.name)} AFTER ${trigger.timing} ON ${q(trigger.table)} FOR EACH ROW BEGIN ${body} END`;
}

/**
 * The FROM and WHERE that read the published records of `source` under `alias`. On MariaDB the
 * hiding parent is joined rather than asked in a subquery, so that the cursor's shared lock
 * covers its row too (a subquery reads the transaction's snapshot, unlocked).
 */
function publishedRows(dialect: Dialect, source: RecordSource, alias: string): { from: string; where: string } {
  const q = (name: string) => quote(dialect, name);
  const parent = source.hiddenBy;
  if (!parent || dialect === 'sqlite') return { from: `${q(source.table)} ${alias}`, where: publishedSql(source, alias) };
  const hider = `${alias}_h`;
  return {
    from: `${q(source.table)} ${alias} LEFT JOIN ${q(parent.table)} ${hider} ON ${hider}.${q('id')} = ${alias}.${q(parent.column)} AND ${parent.hides(hider)}`,
    where: `(${source.published(alias)}) AND ${hider}.${q('id')} IS NULL`,
  };
}

/**
 * Whether the written row (OLD, NEW) is published, for the record's own triggers. On MariaDB a
 * hiding parent is read first with a shared lock into a variable per row (`prepare`, after
 * `declare`), so the trigger sees the parent's latest committed state and a concurrent
 * withdrawal of the parent waits for this transaction or is seen by it.
 */
function rowPublication(dialect: Dialect, source: RecordSource) {
  const parent = source.hiddenBy;
  if (!parent || dialect === 'sqlite') return { declare: [] as string[], prepare: (_rows: readonly string[]) => [] as string[], published: (row: string) => publishedSql(source, row) };
  const q = (name: string) => quote(dialect, name);
  const variable = (row: string) => `hidden_${row.toLowerCase()}`;
  return {
    declare: ['OLD', 'NEW'].map((row) => `DECLARE ${variable(row)} INT DEFAULT 0`),
    prepare: (rows: readonly string[]) =>
      rows.map((row) => `SELECT COUNT(*) INTO ${variable(row)} FROM ${q(parent.table)} h WHERE h.${q('id')} = ${row}.${q(parent.column)} AND ${parent.hides('h')} LOCK IN SHARE MODE`),
    published: (row: string) => `(${source.published(row)}) AND ${variable(row)} = 0`,
  };
}

function recordTriggers(dialect: Dialect, source: RecordSource, related: readonly RelatedSource[]): Trigger[] {
  const q = (name: string) => quote(dialect, name);
  const at = now(dialect);
  const resource = text(source.resource);
  const row = rowPublication(dialect, source);
  const pubNew = row.published('NEW');
  const pubOld = row.published('OLD');
  const own = (alias: string, kind: string) => [`${alias}.${q('agency_id')}`, resource, `${alias}.${q('id')}`, kind, text('Record'), at];
  const triggers: Trigger[] = [
    {
      name: `change_${source.table}_insert`,
      table: source.table,
      timing: 'INSERT',
      body: [...row.declare, ...row.prepare(['NEW']), append(dialect, own('NEW', text('Created')), '', pubNew)],
    },
    {
      name: `change_${source.table}_update`,
      table: source.table,
      timing: 'UPDATE',
      body: [
        ...row.declare,
        ...row.prepare(['OLD', 'NEW']),
        append(
          dialect,
          own('NEW', `CASE WHEN (${pubOld}) AND (${pubNew}) THEN 'Changed' WHEN ${pubNew} THEN 'Published' ELSE 'Withdrawn' END`),
          '',
          `(${pubOld}) OR (${pubNew})`,
        ),
      ],
    },
    {
      name: `change_${source.table}_delete`,
      table: source.table,
      timing: 'DELETE',
      body: [append(dialect, own('OLD', text('Deleted')))],
    },
  ];
  for (const relation of related) {
    if (relation.parent === source) {
      const child = relation.child;
      const childEvent = (kind: string) => [`c.${q('agency_id')}`, text(child.resource), `c.${q('id')}`, kind, text(relation.childReason), at];
      const column = `c.${q(relation.column)}`;
      if (child.hiddenBy?.table === source.table && child.hiddenBy.column === relation.column) {
        // Children hidden while this parent is unpublished follow its publication: those published
        // by their own row leave with it, return with it, and change with it while it is published;
        // when it is deleted they are no longer hidden.
        const hidden = (alias: string) => child.hiddenBy!.hides(alias);
        const update = append(
          dialect,
          childEvent(`CASE WHEN NOT (${hidden('OLD')}) AND NOT (${hidden('NEW')}) THEN 'Changed' WHEN NOT (${hidden('NEW')}) THEN 'Published' ELSE 'Withdrawn' END`),
          `${q(child.table)} c`,
          `${column} = NEW.${q('id')} AND (${child.published('c')}) AND (NOT (${hidden('OLD')}) OR NOT (${hidden('NEW')}))`,
        );
        const removed = append(
          dialect,
          childEvent(`CASE WHEN ${hidden('OLD')} THEN 'Published' ELSE 'Changed' END`),
          `${q(child.table)} c`,
          `${column} = OLD.${q('id')} AND (${child.published('c')})`,
        );
        triggers[1] = { ...triggers[1]!, body: [...triggers[1]!.body, update] };
        triggers[2] = { ...triggers[2]!, body: [...triggers[2]!.body, removed] };
      } else {
        // The published children of a changed parent change with it.
        const rows = publishedRows(dialect, child, 'c');
        const statement = append(dialect, childEvent(text('Changed')), rows.from, `${column} = NEW.${q('id')} AND ${rows.where}`);
        triggers[1] = { ...triggers[1]!, body: [...triggers[1]!.body, statement] };
      }
    }
    if (relation.child === source) {
      // A published parent changes with its children (the old and the new parent after a move).
      const parent = relation.parent;
      const values = [`p.${q('agency_id')}`, text(parent.resource), `p.${q('id')}`, text('Changed'), text(relation.parentReason), at];
      const column = q(relation.column);
      const rows = publishedRows(dialect, parent, 'p');
      const touched = (ids: string) => append(dialect, values, rows.from, `p.${q('id')} IN (${ids}) AND ${rows.where}`);
      triggers[0] = { ...triggers[0]!, body: [...triggers[0]!.body, touched(`NEW.${column}`)] };
      triggers[1] = { ...triggers[1]!, body: [...triggers[1]!.body, touched(`OLD.${column}, NEW.${column}`)] };
      triggers[2] = { ...triggers[2]!, body: [...triggers[2]!.body, touched(`OLD.${column}`)] };
    }
  }
  return triggers;
}

function partTriggers(dialect: Dialect, part: PartSource): Trigger[] {
  const q = (name: string) => quote(dialect, name);
  const owner = part.owner;
  const values = [`o.${q('agency_id')}`, text(owner.resource), `o.${q('id')}`, text('Changed'), text(part.reason), now(dialect)];
  const column = q(part.ownerColumn);
  const rows = publishedRows(dialect, owner, 'o');
  const touched = (parts: readonly string[]) => {
    const { visible } = part;
    const ownedBy = visible
      ? `(${parts.map((row) => `(o.${q('id')} = ${row}.${column} AND ${visible(row)})`).join(' OR ')})`
      : `o.${q('id')} IN (${parts.map((row) => `${row}.${column}`).join(', ')})`;
    return append(dialect, values, rows.from, `${ownedBy} AND ${rows.where}`);
  };
  const stem = `change_${part.name ?? part.table}`;
  return [
    { name: `${stem}_insert`, table: part.table, timing: 'INSERT', body: [touched(['NEW'])] },
    { name: `${stem}_update`, table: part.table, timing: 'UPDATE', body: [touched(['OLD', 'NEW'])] },
    { name: `${stem}_delete`, table: part.table, timing: 'DELETE', body: [touched(['OLD'])] },
  ];
}

function triggersOf(dialect: Dialect, sources: ChangeSources): Trigger[] {
  const related = sources.related ?? [];
  return [...(sources.records ?? []).flatMap((source) => recordTriggers(dialect, source, related)), ...(sources.parts ?? []).flatMap((part) => partTriggers(dialect, part))];
}

/** The statements creating (up) and dropping (down) the triggers of `sources`, per dialect. */
export function changeTriggers(sources: ChangeSources): { sqlite: DialectStatements; mysql: DialectStatements } {
  const of = (dialect: Dialect): DialectStatements => {
    const triggers = triggersOf(dialect, sources);
    return {
      up: triggers.map((trigger) => createTrigger(dialect, trigger)),
      down: triggers.map((trigger) => `DROP TRIGGER IF EXISTS ${quote(dialect, trigger.name)}`),
    };
  };
  return { sqlite: of('sqlite'), mysql: of('mysql') };
}

/**
 * One `Created` event (reason `Baseline`) for every record that is published when the change log
 * starts, so every published record has a version from the first day.
 */
export function baselineEvents(dialect: Dialect, source: RecordSource): string {
  const q = (name: string) => quote(dialect, name);
  const values = [`r.${q('agency_id')}`, text(source.resource), `r.${q('id')}`, text('Created'), text('Baseline'), now(dialect)];
  const columns = EVENT_COLUMNS.map((column) => q(column)).join(', ');
  return `INSERT INTO ${q('change_event')} (${columns}) SELECT ${values.join(', ')} FROM ${q(source.table)} r WHERE ${publishedSql(source, 'r')} ORDER BY r.${q('id')}`;
}
