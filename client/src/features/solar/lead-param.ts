/** The address's `?lead=<id>`: the lead whose details are open (a link to share, Back closes it). */
export const LEAD_PARAM = 'lead';
