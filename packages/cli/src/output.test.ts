import { describe, expect, it } from 'vitest';
import { colorEnabled, createOutput, keyValues, table, type TextSink } from './output.js';

function sink(isTTY = false): TextSink & { text: string } {
  return {
    text: '',
    isTTY,
    write(chunk: string) {
      this.text += chunk;
      return true;
    },
  };
}

describe('colorEnabled', () => {
  it('colours a terminal unless NO_COLOR is set to a non-empty value', () => {
    expect(colorEnabled(sink(true), {})).toBe(true);
    expect(colorEnabled(sink(true), { NO_COLOR: '1' })).toBe(false);
    expect(colorEnabled(sink(true), { NO_COLOR: 'anything' })).toBe(false);
    expect(colorEnabled(sink(true), { NO_COLOR: '' })).toBe(true);
  });

  it('never colours a pipe or a file', () => {
    expect(colorEnabled(sink(false), {})).toBe(false);
  });
});

describe('createOutput', () => {
  it('prints the human rendering, and one JSON document with --json', () => {
    const human = { stdout: sink(), stderr: sink() };
    createOutput({ json: false, env: {}, ...human }).result({ a: 1 }, () => 'a is 1');
    expect(human.stdout.text).toBe('a is 1\n');

    const json = { stdout: sink(), stderr: sink() };
    const output = createOutput({ json: true, env: {}, ...json });
    output.line('not in JSON mode');
    output.result({ a: 1 }, () => 'a is 1');
    expect(JSON.parse(json.stdout.text)).toEqual({ a: 1 });
  });

  it('prints failures to stderr for people and as {"error":…} on stdout for scripts', () => {
    const human = { stdout: sink(), stderr: sink() };
    createOutput({ json: false, env: {}, ...human }).failure(
      'coordinates',
      'Service not available in this area',
    );
    expect(human.stdout.text).toBe('');
    expect(human.stderr.text).toBe('Error: Service not available in this area\n');

    const json = { stdout: sink(), stderr: sink() };
    createOutput({ json: true, env: {}, ...json }).failure(
      'coordinates',
      'Service not available in this area',
    );
    expect(JSON.parse(json.stdout.text)).toEqual({
      error: { code: 'coordinates', message: 'Service not available in this area' },
    });
  });

  it('styles with ANSI codes on a terminal, and not with NO_COLOR', () => {
    const tty = { stdout: sink(true), stderr: sink(true) };
    expect(createOutput({ json: false, env: {}, ...tty }).style('green', 'ok')).toBe(
      '\u001b[32mok\u001b[39m',
    );
    const noColor = { stdout: sink(true), stderr: sink(true) };
    const output = createOutput({ json: false, env: { NO_COLOR: '1' }, ...noColor });
    expect(output.style('green', 'ok')).toBe('ok');
    output.failure('x', 'boom');
    expect(noColor.stderr.text).toBe('Error: boom\n');
  });
});

describe('text layout', () => {
  it('aligns labels and values', () => {
    expect(
      keyValues([
        ['Name', 'Storefront'],
        ['Demo mode', 'on'],
      ]),
    ).toBe('Name       Storefront\nDemo mode  on');
  });

  it('aligns table columns without trailing spaces', () => {
    expect(
      table(
        ['ID', 'TYPE', 'NAME'],
        [
          ['1', 'grocery', 'Grocery'],
          ['12', 'food', 'Food'],
        ],
      ),
    ).toBe('ID  TYPE     NAME\n1   grocery  Grocery\n12  food     Food');
  });
});
