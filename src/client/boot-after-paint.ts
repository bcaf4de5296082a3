/**
 * What a prerendered public page runs instead of the app's entry (ADR 0034, addendum 3). Its
 * largest content is the prerendered HTML, so the page paints that first and only then
 * preloads the entry's modules (`data-preload`, space-separated URLs) and imports the entry
 * (`data-entry`), which hydrates it. Fetching and running ~85 KB of JavaScript before the first
 * paint delayed it by the download on a slow link and by React's start-up on a slow phone.
 */
const boot = document.querySelector<HTMLScriptElement>('script[data-entry]');

function startApp(entry: string, preloads: readonly string[]): void {
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ entry);
}

const entry = boot?.dataset.entry;
if (entry) {
  const preloads = (boot.dataset.preload ?? '').split(' ').filter(Boolean);
  // A requestAnimationFrame callback runs just before the next paint; the task it queues runs
  // after that paint.
  requestAnimationFrame(() => setTimeout(() => startApp(entry, preloads), 0));
}
