/** What the sales services need beyond the service context: where files go, the mailer, the app's address. */
import type { MailTransport } from '../../../mail';
import type { ServiceContext, SignedInContext } from '../../../service-context';

export interface SalesDeps {
  /** DATA_DIR: documents live in DATA_DIR/crm/<id>. */
  dataDir: string;
  mail: MailTransport;
  /** The app's origin for links in e-mails (PUBLIC_ORIGIN, or the request's own). */
  appUrl: string;
}

export type SalesContext = SignedInContext & SalesDeps;
export type PublicSalesContext = ServiceContext & SalesDeps;
