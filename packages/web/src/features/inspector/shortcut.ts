/**
 * The inspector's keyboard shortcut: Ctrl+Alt+Shift+X (Control+Option+Shift+X on a Mac), matched
 * by the physical key so that it works with an Arabic layout too. Browsers, NVDA, JAWS, Narrator
 * and VoiceOver give it no meaning (Ctrl+Shift+I and ⌥⌘I open the browser's developer tools;
 * VoiceOver's keys are Control+Option with a letter, without Shift, for its item chooser).
 */
export const SHORTCUT_KEYS = 'Ctrl+Alt+Shift+X';

export function isInspectorShortcut(event: KeyboardEvent): boolean {
  return event.ctrlKey && event.altKey && event.shiftKey && !event.metaKey && event.code === 'KeyX';
}
