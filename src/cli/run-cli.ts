/** Dispatches a CLI command line; returns the exit code (0 done, 1 refused or failed, 2 usage error). */
import { DomainError } from '../common/errors.js';
import { changeAccountPassword, createAccount, listAccounts, setAccountEnabled, setAccountScopes } from './account-commands.js';
import { createAgency, listAgencies, setAgencyLanguage } from './agency-commands.js';
import { createApiKey, listApiKeys, revokeApiKey } from './api-key-commands.js';
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
import { addPictures, sweepMedia } from './media-commands.js';
import { addPersonClass, listPersonClasses } from './person-class-commands.js';
import { parseArgs, UsageError, type ParsedArgs } from './cli-args.js';
import { setProjectPublication, setPropertyStatus } from './publication-commands.js';
import { listStaffLogins, removeStaffLogin, setStaffLogin } from './staff-login-commands.js';
import { loadReference } from './reference-commands.js';
import { backupCommand } from './backup-commands.js';
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
  api-keys create --agency ID|NAME --name NAME --role admin|editor|viewer
                                                a key for the agency API (prints the key once, alone on
                                                standard output; only its hash is kept)
  api-keys list [--agency ID|NAME]
  api-keys revoke --id ID                       calls with the key are refused from now on
  export --agency ID|NAME [--out FILE.json]     (standard output without --out)
  import FILE.json [--agency-name NAME]         into a new agency
  import FILE.json --into ID|NAME [--dry-run] [--withdraw-missing]
                                                upsert the projects and properties by Reference into
                                                an existing agency (JSON lines report)
  backup --out FILE.sqlite                      a consistent copy of the SQLite database, taken while
                                                the service serves (docs/operations.md)
  reference load                                add missing countries, channels, types, zones, cities,
                                                marquees, sub-statuses
  properties status --agency ID|NAME --property ID --status 0-6
                                                change a property's status (leaving 1, 2, 4, 6 withdraws it)
  projects publish --agency ID|NAME --project ID
  projects withdraw --agency ID|NAME --project ID
  projects responsible --agency ID|NAME --project ID --user ID|none
  departments add --agency ID|NAME --name NAME
  users set --agency ID|NAME --user ID [--department ID|none] [--hidden-on-web yes|no]
  users login --agency ID|NAME --user ID [--email E] --role viewer|editor|admin (<password> | --invite)
                                                create or replace the user's back-office login (sign-in
                                                email: E, else the login's or the user's; unique across
                                                agencies); a replaced login's sessions end; --invite
                                                mails a link to choose the password (valid 7 days)
  users list --agency ID|NAME                   the agency's users with their logins and roles
  users remove --agency ID|NAME --user ID       remove the user's login (its sessions end)
  appointments add --agency ID|NAME (--property ID|--project ID) --type open-house|viewing
                   --start DATETIME --end DATETIME [--capacity N (0 = no limit; default 1)] [--location TEXT]
  pictures add --agency ID|NAME (--property ID|--project ID) FILE…
                                                upload pictures (JPEG, PNG, WebP, AVIF, TIFF), added
                                                after the owner's others (docs/media.md)
  media sweep [--older-than DURATION]          remove stored picture and document files nothing uses (default 1h)
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
account gets all of them unless --scopes is given. Account and staff login passwords have at least 8 characters and are not one of the few hundred most common passwords. DATABASE_URL selects the database
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
  'api-keys create': createApiKey,
  'api-keys list': listApiKeys,
  'api-keys revoke': revokeApiKey,
  'reference load': loadReference,
  'properties status': setPropertyStatus,
  'projects publish': (args, io) => setProjectPublication(args, io, true),
  'projects withdraw': (args, io) => setProjectPublication(args, io, false),
  'projects responsible': setProjectResponsible,
  'departments add': addDepartment,
  'users set': setUser,
  'users login': setStaffLogin,
  'users list': listStaffLogins,
  'users remove': removeStaffLogin,
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
  'pictures add': addPictures,
  'media sweep': sweepMedia,
  export: exportCommand,
  import: importCommand,
  backup: backupCommand,
};

function findCommand(args: ParsedArgs): Command | undefined {
  const [first, second] = args.positionals;
  if (first === 'export' || first === 'import' || first === 'backup') return COMMANDS[first];
  // The one command taking files after its two words.
  if (first === 'pictures' && second === 'add') return COMMANDS['pictures add'];
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
