/** The deployments module's own refusals (each answers the shared error body). */
import { DEPLOYMENT_PAUSED } from '@common/schemas/deployments';
import { widgetSiteRefused } from '@common/schemas/widget';
import { Forbidden, ServiceError } from '../../lib/errors';

/** Every surface of a paused deployment answers this: 503 `deployment_paused`. */
export class DeploymentPaused extends ServiceError {
  constructor() {
    super(503, 'deployment_paused', DEPLOYMENT_PAUSED);
  }
}

/** The caller's AIZ balance does not cover the deployment's price: 402, and no run starts. */
export class PaymentRequired extends ServiceError {
  constructor(price: string, balance: string) {
    super(
      402,
      'payment_required',
      `This deployment costs ${price} AIZ per run and your balance is ${balance} AIZ. Top up your AIZ balance and try again.`,
      { price, balance },
    );
  }
}

/** A page of a site that is not on the deployment's allowed sites (403); `origin` is that page's origin. */
export class WidgetSiteRefused extends Forbidden {
  constructor(readonly origin: string) {
    super(widgetSiteRefused(origin));
  }
}
