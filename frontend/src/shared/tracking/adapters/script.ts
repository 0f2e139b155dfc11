/**
 * Adds a provider's script to the page (async, no referrer details beyond the shop's policy);
 * resolves when it has run, rejects when it cannot load. Its address is the provider's or the
 * shop's simulator's (see TRACKING_SCRIPTS).
 */
export function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} did not load`));
    document.head.appendChild(script);
  });
}
