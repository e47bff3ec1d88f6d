/**
 * The `storefront` command line: global options, the command groups, and how a run ends (its
 * output and exit status). `run()` is the whole program, with its streams passed in.
 */
import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { registerAddressCommands } from './commands/address.js';
import { registerAuthCommands } from './commands/auth.js';
import { registerCartCommands } from './commands/cart.js';
import { registerCatalogCommands } from './commands/catalog.js';
import { registerChatCommands } from './commands/chat.js';
import { registerCheckoutCommand } from './commands/checkout.js';
import { registerCompletionCommand } from './commands/completion.js';
import { registerConfigCommand } from './commands/config.js';
import { registerInspectCommand } from './commands/inspect.js';
import { registerItemCommands } from './commands/item.js';
import { registerLocationCommands } from './commands/location.js';
import { registerMachinesCommands } from './commands/machines.js';
import { registerModuleCommands } from './commands/modules.js';
import { registerOrderCommands } from './commands/order.js';
import { registerParcelCommands } from './commands/parcel.js';
import { registerPaymentCommands } from './commands/payment.js';
import { registerProfileCommands } from './commands/profile.js';
import { registerRentalCommands } from './commands/rental.js';
import { registerScenarioCommands } from './commands/scenario.js';
import { registerWishlistCommands } from './commands/wishlist.js';
import { registerLoyaltyCommands, registerWalletCommands } from './commands/wallet.js';
import {
  createContext,
  DEFAULT_API,
  defaultSessionPath,
  type Context,
  type GlobalOptions,
  type Io,
  type Runner,
} from './context.js';
import { EXIT } from './errors.js';
import { toFailure } from './failure.js';
import { createOutput } from './output.js';

/** The package's version (package.json sits one folder above src/ and dist/). */
function packageVersion(): string {
  try {
    const text = readFileSync(new URL('../package.json', import.meta.url), 'utf8');
    return (JSON.parse(text) as { version?: string }).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

export function buildProgram(
  io: Io,
  onExit: (code: number) => void,
  argv: readonly string[] = [],
): Command {
  const program = new Command('storefront');
  program
    .description('The Storefront command line: drives the storefront flows against a server.')
    .version(packageVersion(), '-V, --version', 'print the version')
    .option('--api <url>', 'the server', io.env.STOREFRONT_API ?? DEFAULT_API)
    .option(
      '--session <file>',
      'the session file',
      io.env.STOREFRONT_SESSION ?? defaultSessionPath(io.home),
    )
    .option('--json', 'print JSON for scripts', false)
    .option('--lang <code>', 'language of messages and API answers: en or ar')
    .option('--trace <file>', "append the machines' inspection events to FILE as JSON lines")
    .showHelpAfterError('(run storefront --help for the commands and options)')
    .exitOverride()
    .configureOutput({
      writeOut: (text) => void io.stdout.write(text),
      writeErr: (text) => void io.stderr.write(text),
    });

  const runner: Runner =
    (action) =>
    async (...args) => {
      const options = program.opts<GlobalOptions>();
      let context: Context | undefined;
      try {
        context = createContext(options, io);
        context.trace?.note('@storefront.command', { argv });
        await action(context, ...args);
        onExit(EXIT.ok);
      } catch (error) {
        const failure = toFailure(error, context?.apiRoot);
        const output =
          context?.output ??
          createOutput({ json: options.json, stdout: io.stdout, stderr: io.stderr, env: io.env });
        if (output.json || !failure.reported)
          output.failure(failure.code, failure.message, failure.details);
        context?.trace?.note('@storefront.failure', {
          code: failure.code,
          message: failure.message,
        });
        onExit(failure.exitCode);
      }
    };

  registerConfigCommand(program, runner);
  registerLocationCommands(program, runner);
  registerModuleCommands(program, runner);
  registerMachinesCommands(program, runner);
  registerInspectCommand(program, runner);
  registerCatalogCommands(program, runner);
  registerItemCommands(program, runner);
  registerCartCommands(program, runner);
  registerCheckoutCommand(program, runner);
  registerOrderCommands(program, runner);
  registerParcelCommands(program, runner);
  registerRentalCommands(program, runner);
  registerPaymentCommands(program, runner);
  registerAuthCommands(program, runner);
  registerWishlistCommands(program, runner);
  registerAddressCommands(program, runner);
  registerProfileCommands(program, runner);
  registerChatCommands(program, runner);
  registerWalletCommands(program, runner);
  registerLoyaltyCommands(program, runner);
  registerScenarioCommands(program, runner, io, run);
  registerCompletionCommand(program, runner);
  return program;
}

/** Runs the command line on `argv` (without `node` and the script) and resolves with the exit status. */
export async function run(argv: readonly string[], io: Io): Promise<number> {
  let exitCode: number = EXIT.ok;
  const program = buildProgram(
    io,
    (code) => {
      exitCode = code;
    },
    argv,
  );
  for (const command of program.commands) {
    command.exitOverride();
    for (const sub of command.commands) sub.exitOverride();
  }
  try {
    await program.parseAsync([...argv], { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version are not failures; anything else commander rejects is a usage error.
      if (
        error.code === 'commander.helpDisplayed' ||
        error.code === 'commander.help' ||
        error.code === 'commander.version'
      ) {
        return EXIT.ok;
      }
      if (error.code === 'commander.executeSubCommandAsync') return EXIT.failure;
      if (argv.includes('--json')) {
        io.stdout.write(
          `${JSON.stringify({ error: { code: 'usage', message: error.message.replace(/^error: /, '') } }, null, 2)}\n`,
        );
      }
      return EXIT.usage;
    }
    throw error;
  }
  return exitCode;
}
