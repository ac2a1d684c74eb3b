import { ServiceError } from '../lib/errors';

/** The paying account would go below zero; the database refused the transfer and nothing changed. */
export class InsufficientFunds extends ServiceError {
  constructor(message = 'Insufficient AIZ balance.') {
    super(409, 'insufficient_funds', message);
  }
}
