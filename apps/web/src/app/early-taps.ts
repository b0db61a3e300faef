/**
 * A prerendered or server-rendered page shows its buttons before React has taken them over: the app starts after
 * the page's first paint (start-after-paint.ts) and hydration waits for its chunks, and React replays a tap only on
 * a part it can hydrate at once. On a slow phone a visitor taps "Book a Seat" or the menu in that gap and nothing
 * happens. Until a button is React's, a tap on it is held (its default, a form's plain submission, is stopped too)
 * and given again to the same element once React has it: hydration keeps the server's elements. Links are left
 * alone; the browser follows them as links.
 *
 * The page's start script runs it, as its source text, before the first paint: it uses nothing from outside it.
 */
export function holdEarlyTaps(root: HTMLElement): void {
  // How long a held tap waits for its button to be taken over; a page that takes longer is not coming.
  const HOLD_MS = 10_000;
  const CHECK_MS = 50;
  // React marks each element it has taken over (hydrated or created) with its props under this key's prefix.
  const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element && event.target.closest('button');
      if (!button || !root.contains(button) || hydrated(button)) return;
      event.preventDefault();
      event.stopPropagation();
      const since = Date.now();
      const check = setInterval(() => {
        if (!button.isConnected || Date.now() - since > HOLD_MS) clearInterval(check);
        else if (hydrated(button)) {
          clearInterval(check);
          button.click();
        }
      }, CHECK_MS);
    },
    true,
  );
}
