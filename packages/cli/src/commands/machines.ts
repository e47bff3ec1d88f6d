/** `storefront machines list | show <name> | paths <name>`: the flows, from their definitions. */
import { Option, type Command } from 'commander';
import type { Runner } from '../context.js';
import { CliError, EXIT } from '../errors.js';
import { eventTypes, formatPath, formatStateValue, stateIds } from '../machines/describe.js';
import { findMachine, MACHINES, type MachineEntry } from '../machines/registry.js';
import { toDot, toMermaid } from '../machines/render.js';
import { table } from '../output.js';

function machineOrFail(name: string): MachineEntry {
  const entry = findMachine(name);
  if (!entry) {
    throw new CliError(
      `No machine "${name}". Machines: ${MACHINES.map((m) => m.name).join(', ')}`,
      EXIT.usage,
      'usage',
    );
  }
  return entry;
}

export function registerMachinesCommands(program: Command, run: Runner): void {
  const machines = program
    .command('machines')
    .description('the state machines of the storefront flows (shared by the web app and the CLI)');

  machines
    .command('list')
    .description('list the machines')
    .action(
      run((context) => {
        const rows = MACHINES.map((entry) => ({
          name: entry.name,
          id: entry.machine.id,
          states: stateIds(entry.machine).length,
          events: eventTypes(entry.machine),
          source: entry.source,
          summary: entry.summary,
        }));
        context.output.result(rows, () =>
          table(
            ['NAME', 'STATES', 'EVENTS', 'SUMMARY'],
            rows.map((row) => [
              row.name,
              String(row.states),
              String(row.events.length),
              row.summary,
            ]),
          ),
        );
      }),
    );

  machines
    .command('show')
    .argument('<name>', 'a machine name (see machines list)')
    .description('print a machine as a Mermaid state diagram or Graphviz DOT')
    .addOption(
      new Option('--format <format>', 'diagram format')
        .choices(['mermaid', 'dot'])
        .default('mermaid'),
    )
    .action(
      run((context, name: string, options: { format: 'mermaid' | 'dot' }) => {
        const entry = machineOrFail(name);
        const text = options.format === 'dot' ? toDot(entry.machine) : toMermaid(entry.machine);
        context.output.result({ name: entry.name, format: options.format, diagram: text }, () =>
          text.trimEnd(),
        );
      }),
    );

  machines
    .command('paths')
    .argument('<name>', 'a machine name (see machines list)')
    .description(
      'list the paths the model-based test of a machine walks, for each input of its model',
    )
    .action(
      run((context, name: string) => {
        const entry = machineOrFail(name);
        const model = entry.model();
        context.output.result(
          model.map(({ label, input, paths }) => ({
            label,
            input,
            paths: paths.map((path) => ({
              steps: path.steps.map((step) => ({
                event: step.event,
                state: formatStateValue(step.state.value),
              })),
              state: formatStateValue(path.state.value),
            })),
          })),
          () =>
            model
              .map(({ label, paths }) =>
                [
                  `input ${label}: ${paths.length} paths`,
                  ...paths.map((path, i) => `  ${String(i + 1).padStart(3)}. ${formatPath(path)}`),
                ].join('\n'),
              )
              .join('\n\n'),
        );
      }),
    );
}
