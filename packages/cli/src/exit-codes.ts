// The exit codes are the contract's: the server reads a published run's verdict from them.
export { EXIT } from '@route-discovery/contract';

/** An error that stops the run with exit code 2; its message says what failed and what to check. */
export class CouldNotRunError extends Error {
  override name = 'CouldNotRunError';
}
