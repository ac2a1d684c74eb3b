// Runs synchronously in <head> before first paint: applies the stored theme (key "theme",
// default dark) so the page never flashes the wrong colours. Keep in step with common/constants.ts
// (STORAGE_KEYS.theme, DEFAULT_THEME); theme-init.test.ts checks that it is.
(() => {
  let stored = null;
  try {
    stored = window.localStorage.getItem('theme');
  } catch {
    // Storage can be unavailable (privacy modes); fall back to the default.
  }
  const theme = stored === 'light' || stored === 'dark' ? stored : 'dark';
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
})();
