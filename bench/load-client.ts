// The load generator for bench/run.ts, in a child process of its own: the server's process then
// spends its CPU on the server alone, so CPU time per request can be read from it.
import autocannon, { type AutocannonOptions, type AutocannonResult } from 'autocannon';

/** A request from bench/run.ts: one autocannon run. */
export interface LoadJob {
  id: number;
  options: AutocannonOptions;
}

/** The answer: the run's result, or why it failed. */
export type LoadAnswer = { id: number; result: AutocannonResult } | { id: number; error: string };

process.on('message', (job: LoadJob) => {
  autocannon(job.options).then(
    (result) => process.send?.({ id: job.id, result } satisfies LoadAnswer),
    (error: unknown) => process.send?.({ id: job.id, error: String(error) } satisfies LoadAnswer),
  );
});
