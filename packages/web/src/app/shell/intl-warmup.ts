/**
 * A short-lived worker that the boot script starts (issue 9): it builds one of each kind of
 * `Intl` formatter the first pages build (core's store clock, a date and time format with a time
 * zone; the item's list of allergens and nutrients; review and upload counts), in the page's
 * language (its URL's fragment, `#en` or `#ar`), then closes.
 *
 * Why: the first heavy `Intl` object a page builds loads the browser's ICU data for the whole
 * renderer process, 50–100 ms on a fast desktop (4 times that on a phone), and that happened on
 * the main thread in the middle of checkout's and the product page's first render. ICU's data
 * and caches belong to the process, so once this worker has paid for them on its own thread, the
 * page's own formatters take about a millisecond. Nothing the page shows comes from the worker;
 * without workers (or with `Intl` missing) the page builds its formatters as before.
 *
 * It is a file of its own (the server's Content-Security-Policy allows workers from 'self'),
 * emitted by the boot script's plugin in vite.config.ts.
 */
export const INTL_WARMUP_SOURCE = [
  "try{var l=self.location.hash==='#ar'?'ar':'en';",
  "new Intl.DateTimeFormat('en-US',{timeZone:'UTC',hourCycle:'h23',weekday:'short',year:'numeric',month:'2-digit',day:'2-digit',hour:'2-digit',minute:'2-digit',second:'2-digit'}).formatToParts(0);",
  "new Intl.ListFormat(l,{style:'narrow',type:'conjunction'}).format(['a','b']);",
  'new Intl.NumberFormat(l).format(1.5);',
  '}catch(e){}close();\n',
].join('');

/**
 * The boot script's statement that starts the worker at `url`, `lang` being the name of its
 * language variable.
 */
export function intlWarmupStatement(url: string, lang: string): string {
  return `try{if(window.Worker&&window.Intl&&Intl.ListFormat)new Worker(${JSON.stringify(url)}+'#'+(${lang}));}catch(e){}`;
}
