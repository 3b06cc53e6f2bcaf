/** Dispatches a CLI command line; returns the exit code (0 done, 1 refused or failed, 2 usage error). */
import { DomainError } from '../common/errors.js';
import { changeAccountPassword, createAccount, listAccounts, setAccountEnabled, setAccountScopes } from './account-commands.js';
import { createAgency, listAgencies, setAgencyLanguage } from './agency-commands.js';
import {
  addAppointment,
  addChecklistItem,
  addDepartment,
  addDocument,
  addNeighbourhood,
  setChecklistItemDone,
  setProjectResponsible,
  setPropertyNeighbourhood,
  setTaskDone,
  setUser,
} from './crm-commands.js';
import { listMail } from './mail-commands.js';
import { addPersonClass, listPersonClasses } from './person-class-commands.js';
import { parseArgs, UsageError, type ParsedArgs } from './cli-args.js';
import { setProjectPublication, setPropertyStatus } from './publication-commands.js';
import { loadReference } from './reference-commands.js';
import type { CliIo } from './cli-io.js';
import { exportCommand, importCommand } from './transfer-commands.js';
import { addWebhook, enableWebhook, listDeliveries, listWebhooks, redeliverWebhook, removeWebhook, replayWebhook, rotateWebhookSecret } from './webhook-commands.js';

export const USAGE = `Administration of the property listing service.

Usage: npm run cli -- <command> [options]

  agencies list
  agencies create --name NAME [--language 1-6]
  agencies language --agency ID|NAME --language 1-6
                                                the language of answers to requests naming none
                                                (1 NL, 2 FR, 3 EN, 4 DE, 5 ES, 6 CA)
  accounts list [--agency ID|NAME]
  accounts create --agency ID|NAME --name NAME [--scopes LIST] <password>
  accounts disable --name NAME
  accounts enable --name NAME
  accounts password --name NAME <password>
  accounts scopes --name NAME --scopes LIST     replace the account's rights
  export --agency ID|NAME [--out FILE.json]     (standard output without --out)
  import FILE.json [--agency-name NAME]         (always into a new agency)
  reference load                                add missing countries, channels, types, zones, cities,
                                                marquees, sub-statuses
  properties status --agency ID|NAME --property ID --status 0-6
                                                change a property's status (leaving 1, 2, 4, 6 withdraws it)
  projects publish --agency ID|NAME --project ID
  projects withdraw --agency ID|NAME --project ID
  projects responsible --agency ID|NAME --project ID --user ID|none
  departments add --agency ID|NAME --name NAME
  users set --agency ID|NAME --user ID [--department ID|none] [--hidden-on-web yes|no]
  appointments add --agency ID|NAME (--property ID|--project ID) --type open-house|viewing
                   --start DATETIME --end DATETIME [--capacity N (0 = no limit; default 1)] [--location TEXT]
  documents add --agency ID|NAME (--property ID|--project ID|--person ID) --title TEXT --url URL
                [--kind plan|certificate|brochure|contract|identity|picture|other] [--published yes|no]
  checklist add --agency ID|NAME --property ID --item TEXT
  checklist done|open --agency ID|NAME --item ID
  neighbourhoods add --agency ID|NAME --name NAME [--city CITY]
  properties neighbourhood --agency ID|NAME --property ID --neighbourhood ID|none
  tasks done|open --agency ID|NAME --task ID
  webhooks add --agency ID|NAME --url URL [--events LIST]
                                                subscribe an endpoint to the agency's changes (prints
                                                the whsec_ signing secret); LIST e.g. property.*,project.deleted
  webhooks list [--agency ID|NAME]
  webhooks remove --id ID
  webhooks rotate-secret --id ID               new secret; the old one also signs for WEBHOOK_SECRET_OVERLAP
  webhooks enable --id ID                      after it was disabled (410, or retries exhausted)
  webhooks deliveries --id ID [--limit N]      the subscription's latest deliveries
  webhooks redeliver --delivery ID
  webhooks replay --id ID --since-sequence N   send every retained event from sequence N again
  categories list --agency ID|NAME            the person categories (GetCategoriesList)
  categories add --agency ID|NAME --name NAME [--order N]
  sources list --agency ID|NAME               the person sources (GetPersonSourceList)
  sources add --agency ID|NAME --name NAME [--order N]
  mail list [--status pending|sent|failed] [--agency ID|NAME] [--limit N] [--full]
                                                the outbox, newest first (--full: with the texts)

<password> is one of:
  --password P          (visible in the shell history)
  --password-env VAR    read it from environment variable VAR
  --password-stdin      read the first line of standard input, e.g.
                        printf '%s\\n' "$PW" | npm run cli -- accounts password --name demo --password-stdin

Scopes (comma-separated): listings, contacts, persons-read, persons-write; a new
account gets all of them unless --scopes is given. Account passwords have at least 8 characters. DATABASE_URL selects the database
(default: the embedded SQLite file). The export format is described in docs/import-format.md.`;

type Command = (args: ParsedArgs, io: CliIo) => Promise<number>;

const COMMANDS: Record<string, Command> = {
  'agencies list': listAgencies,
  'agencies create': createAgency,
  'agencies language': setAgencyLanguage,
  'accounts list': listAccounts,
  'accounts create': createAccount,
  'accounts disable': (args, io) => setAccountEnabled(args, io, false),
  'accounts enable': (args, io) => setAccountEnabled(args, io, true),
  'accounts password': changeAccountPassword,
  'accounts scopes': setAccountScopes,
  'reference load': loadReference,
  'properties status': setPropertyStatus,
  'projects publish': (args, io) => setProjectPublication(args, io, true),
  'projects withdraw': (args, io) => setProjectPublication(args, io, false),
  'projects responsible': setProjectResponsible,
  'departments add': addDepartment,
  'users set': setUser,
  'appointments add': addAppointment,
  'documents add': addDocument,
  'checklist add': addChecklistItem,
  'checklist done': (args, io) => setChecklistItemDone(args, io, true),
  'checklist open': (args, io) => setChecklistItemDone(args, io, false),
  'neighbourhoods add': addNeighbourhood,
  'properties neighbourhood': setPropertyNeighbourhood,
  'tasks done': (args, io) => setTaskDone(args, io, true),
  'tasks open': (args, io) => setTaskDone(args, io, false),
  'webhooks add': addWebhook,
  'webhooks list': listWebhooks,
  'webhooks remove': removeWebhook,
  'webhooks rotate-secret': rotateWebhookSecret,
  'webhooks enable': enableWebhook,
  'webhooks deliveries': listDeliveries,
  'webhooks redeliver': redeliverWebhook,
  'webhooks replay': replayWebhook,
  'categories list': (args, io) => listPersonClasses(args, io, 'category'),
  'categories add': (args, io) => addPersonClass(args, io, 'category'),
  'sources list': (args, io) => listPersonClasses(args, io, 'source'),
  'sources add': (args, io) => addPersonClass(args, io, 'source'),
  'mail list': listMail,
  export: exportCommand,
  import: importCommand,
};

function findCommand(args: ParsedArgs): Command | undefined {
  const [first, second] = args.positionals;
  if (first === 'export' || first === 'import') return COMMANDS[first];
  return first !== undefined && second !== undefined && args.positionals.length === 2 ? COMMANDS[`${first} ${second}`] : undefined;
}

export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    const args = parseArgs(argv);
    if (args.positionals.length === 0 || (args.options.get('help') === true && !findCommand(args))) {
      io.stdout(USAGE);
      return args.positionals.length === 0 && args.options.get('help') !== true ? 2 : 0;
    }
    const command = findCommand(args);
    if (!command) throw new UsageError(`Unknown command: ${args.positionals.join(' ')}`);
    if (args.options.get('help') === true) {
      io.stdout(USAGE);
      return 0;
    }
    return await command(args, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`${error.message}\nRun "npm run cli -- --help" for the commands.`);
      return 2;
    }
    if (error instanceof DomainError) {
      io.stderr(error.message);
      return 1;
    }
    io.stderr(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
