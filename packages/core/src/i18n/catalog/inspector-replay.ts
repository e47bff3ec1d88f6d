import type { Messages } from '../define.js';

/**
 * The inspector's machine diagrams and its trace replay (the replay tab, and the
 * `/inspect/replay` page that `storefront inspect FILE` opens). Like the inspector's own area it
 * is not merged into `en.ts` / `ar.ts`: the diagram and replay code load their texts with them
 * (lazily), so that they add nothing to a page's first load. inspector-replay.test.ts checks it.
 * Event, state and guard names in a diagram are the machine's own identifiers, never translated.
 */
export const en = {
  'diagram.label': 'Diagram of the {{machine}} machine',
  'diagram.after': 'after {{delay}}',
  'diagram.done': 'done {{actor}}',
  'diagram.error': 'error {{actor}}',
  'diagram.always': 'always',
  'diagram.doneState': 'done',
  'diagram.invoke': 'invoke {{actor}}',
  'diagram.parallel': 'parallel',
  'diagram.anyState': 'In any state: {{events}}',
  'diagram.laying': 'Drawing the diagram…',
  'diagram.failed': 'The diagram could not be drawn: {{message}}',
  'diagram.zoomIn': 'Zoom in',
  'diagram.zoomOut': 'Zoom out',
  'diagram.fit': 'Fit to width',
  'diagram.zoom': 'Zoom {{percent}}%',
  'diagram.active': 'Current states: {{states}}',
  'replay.title': 'Trace replay',
  'replay.intro':
    'Open a trace written by the command line (storefront --trace FILE …) to watch the run step by step on the machine diagrams.',
  'replay.drop': 'Drop a trace file here',
  'replay.or': 'or',
  'replay.choose': 'Choose a trace file',
  'replay.another': 'Open another trace',
  'replay.loading': 'Loading the trace…',
  'replay.file': 'Trace: {{name}}',
  'replay.summary': '{{steps}} steps of {{machines}}',
  'replay.error.title': 'This trace cannot be replayed',
  'replay.error.empty': 'The file is empty.',
  'replay.error.json': 'Line {{line}} is not JSON: the file is not a trace, or it is cut short.',
  'replay.error.notTrace':
    'The file holds no state machine steps. Write a trace with storefront --trace FILE and a command that runs a machine.',
  'replay.error.load': 'The trace could not be loaded from {{url}} ({{reason}}).',
  'replay.error.read': 'The file could not be read.',
  'replay.unknownMachine':
    'Unknown machine “{{machine}}”: it is not one of the storefront’s machines, so it has no diagram.',
  'replay.steps': 'Steps',
  'replay.position': 'Step {{index}} of {{count}}',
  'replay.first': 'First step',
  'replay.previous': 'Previous',
  'replay.next': 'Next',
  'replay.last': 'Last step',
  'replay.play': 'Play',
  'replay.pause': 'Pause',
  'replay.command': 'Command',
  'replay.failure': 'Failed ({{code}}): {{message}}',
  'replay.scenario': 'Scenario: {{name}}',
  'replay.scenarioFailed': 'Step {{step}} failed: {{command}}',
  'replay.stop': 'stop',
  'replay.status.done': 'done',
  'replay.status.error': 'error',
  'replay.status.stopped': 'stopped',
  'replay.start': 'start',
  'replay.machine': 'Machine',
  'replay.actor': 'Actor',
  'replay.event': 'Event',
  'replay.state': 'State',
  'replay.status': 'Status',
  'replay.transition': 'Transition',
  'replay.noTransition': 'No transition (the state did not change)',
  'replay.context': 'Context',
  'replay.time': '+{{seconds}} s',
} satisfies Messages;
