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
