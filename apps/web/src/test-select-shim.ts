/**
 * happy-dom has neither HTMLSelectElement.size nor HTMLOptionElement.defaultSelected; react-hook-form reads them to
 * tell whether a select was changed before the form was ready, and without them takes every select for changed (its
 * first option), so a form's chosen value never shows. Browsers have both: 0 and the option's `selected` attribute.
 */
export function shimSelects() {
  if (!('size' in HTMLSelectElement.prototype)) {
    Object.defineProperty(HTMLSelectElement.prototype, 'size', { configurable: true, get: () => 0 });
  }
  if (!('defaultSelected' in HTMLOptionElement.prototype)) {
    Object.defineProperty(HTMLOptionElement.prototype, 'defaultSelected', {
      configurable: true,
      get(this: HTMLOptionElement) {
        return this.hasAttribute('selected');
      },
    });
  }
}
