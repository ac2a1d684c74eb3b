/** How the app shows amounts and dates: one place, so every screen writes them alike. */

/**
 * An AIZ amount given as an exact decimal string of whole AIZ ('1000', '12.5') shown with digit
 * grouping ('1,000', '12.5'). Never goes through a float, so large balances stay exact.
 */
export function formatAizAmount(amount: string | null | undefined): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec((amount ?? '').trim());
  if (!match) return '0';
  const [, sign, whole = '0', fraction] = match;
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/**
 * A formatter made on first use: building an Intl.DateTimeFormat loads locale data (tens of milliseconds on a
 * slow phone), which a screen that shows no date should not pay while it starts.
 */
function lazyFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => {
    made ??= new Intl.DateTimeFormat(undefined, options);
    return made;
  };
}

const dateFormat = lazyFormat({ year: 'numeric', month: 'short', day: 'numeric' });
const dateTimeFormat = lazyFormat({
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "Jan 2, 2026"; an unreadable date shows as a dash rather than "Invalid Date". */
export function formatDate(iso: string | null | undefined): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time) ? '—' : dateFormat().format(time);
}

export function formatDateTime(iso: string | null | undefined): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time) ? '—' : dateTimeFormat().format(time);
}
