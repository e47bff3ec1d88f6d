/**
 * Terminal output: human text by default, one JSON document per command with `--json`.
 * Colour only on a terminal and never when NO_COLOR is set (https://no-color.org).
 */

export interface TextSink {
  write(text: string): unknown;
  isTTY?: boolean;
}

export interface OutputOptions {
  json: boolean;
  stdout: TextSink;
  stderr: TextSink;
  env: Record<string, string | undefined>;
}

export type Style = 'bold' | 'dim' | 'green' | 'red' | 'yellow' | 'cyan';

const CODES: Record<Style, [number, number]> = {
  bold: [1, 22],
  dim: [2, 22],
  green: [32, 39],
  red: [31, 39],
  yellow: [33, 39],
  cyan: [36, 39],
};

/** Whether to colour a stream: a terminal, and NO_COLOR unset or empty. */
export function colorEnabled(sink: TextSink, env: Record<string, string | undefined>): boolean {
  const noColor = env.NO_COLOR;
  if (noColor !== undefined && noColor !== '') return false;
  return sink.isTTY === true;
}

export interface Output {
  readonly json: boolean;
  /** Styles text for stdout (identity without colour). */
  style(style: Style, text: string): string;
  /** The command's result: JSON with `--json`, else the human rendering. */
  result(data: unknown, human: () => string): void;
  /** A line for people (stdout); silent with `--json`. */
  line(text: string): void;
  /** A notice (stderr), in both modes. */
  notice(text: string): void;
  /** A failure: `{"error":{code,message}}` on stdout with `--json`, else a red line on stderr. */
  failure(code: string, message: string, details?: unknown): void;
}

export function createOutput(options: OutputOptions): Output {
  const outColor = colorEnabled(options.stdout, options.env);
  const errColor = colorEnabled(options.stderr, options.env);
  const paint = (enabled: boolean, style: Style, text: string) => {
    if (!enabled) return text;
    const [open, close] = CODES[style];
    return `\u001b[${open}m${text}\u001b[${close}m`;
  };
  const writeJson = (value: unknown) => options.stdout.write(`${JSON.stringify(value, null, 2)}\n`);

  return {
    json: options.json,
    style: (style, text) => paint(outColor, style, text),
    result(data, human) {
      if (options.json) writeJson(data);
      else options.stdout.write(`${human()}\n`);
    },
    line(text) {
      if (!options.json) options.stdout.write(`${text}\n`);
    },
    notice(text) {
      options.stderr.write(`${text}\n`);
    },
    failure(code, message, details) {
      if (options.json) {
        writeJson({
          error: details === undefined ? { code, message } : { code, message, details },
        });
      } else {
        options.stderr.write(`${paint(errColor, 'red', 'Error:')} ${message}\n`);
      }
    },
  };
}

/** Aligned `label  value` lines. */
export function keyValues(rows: readonly (readonly [string, string])[]): string {
  const width = Math.max(0, ...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join('\n');
}

/** A plain text table with a header row. */
export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const format = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [format(headers), ...rows.map(format)].join('\n');
}

export const yesNo = (value: boolean | number | null | undefined): string =>
  value === true || value === 1 ? 'on' : 'off';
